import { GrievanceBodySchema, GrievanceFiledResponseSchema, LegalDetailsResponseSchema } from '../legal.ts';
import { defineContracts } from './contract.ts';

/** The law's pages (decision 028): the operator's legal details, and complaints to the Grievance Officer. */
export const legalContracts = defineContracts({
  /** Who runs the site and its Grievance Officer, from the server's settings. */
  'GET /legal': { access: 'public', response: LegalDetailsResponseSchema },
  /** Stored for the operators' inbox with its deadlines; acknowledged by mail at once; rate limited per address. */
  'POST /grievances': { access: 'public', body: GrievanceBodySchema, response: GrievanceFiledResponseSchema },
});
