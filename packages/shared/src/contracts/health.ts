import { HealthResponseSchema } from '../health.ts';
import { defineContracts } from './contract.ts';

export const healthContracts = defineContracts({
  'GET /health': { access: 'public', response: HealthResponseSchema },
});
