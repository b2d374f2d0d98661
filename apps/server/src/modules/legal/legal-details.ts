import type { LegalDetails } from '@mohalla/shared';
import type { Env } from '../../config/env.ts';

type LegalSettings = Pick<
  Env,
  'OPERATOR_LEGAL_NAME' | 'OPERATOR_ADDRESS' | 'OPERATOR_EMAIL' | 'OPERATOR_PHONE' | 'GRIEVANCE_OFFICER_NAME' | 'GRIEVANCE_OFFICER_EMAIL'
>;

/** The operator's legal details from the settings; the Grievance Officer is reached at the operator's address. */
export function legalDetailsFrom(env: LegalSettings): LegalDetails {
  return {
    operator: {
      legalName: env.OPERATOR_LEGAL_NAME,
      address: env.OPERATOR_ADDRESS,
      email: env.OPERATOR_EMAIL,
      phone: env.OPERATOR_PHONE,
    },
    grievanceOfficer: { name: env.GRIEVANCE_OFFICER_NAME, email: env.GRIEVANCE_OFFICER_EMAIL, address: env.OPERATOR_ADDRESS },
  };
}
