import { ContactMessageSchema } from '../contact.ts';
import { OkMessageSchema } from '../envelope.ts';
import { defineContracts } from './contract.ts';

export const contactContracts = defineContracts({
  /** Stored for the team; rate limited per address. */
  'POST /contact': { access: 'public', body: ContactMessageSchema, response: OkMessageSchema },
});
