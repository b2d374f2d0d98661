import { CONTACT_SUBJECTS } from '@mohalla/shared';
import { useSearchParams } from 'react-router';

type Subject = (typeof CONTACT_SUBJECTS)[number];
export type ContactPrefill = { adId?: number; subject: Subject | '' };

const isSubject = (value: string | null): value is Subject => CONTACT_SUBJECTS.some((s) => s === value);

/** Reads ?adId=123&subject=support; anything else (unknown subject, bad id) is ignored. */
export function readContactPrefill(params: URLSearchParams): ContactPrefill {
  const adId = Number(params.get('adId'));
  const subject = params.get('subject');
  return {
    adId: Number.isInteger(adId) && adId > 0 ? adId : undefined,
    subject: isSubject(subject) ? subject : '',
  };
}

/** /contact?adId=123&subject=support, as linked by Report This Ad and Contact Support on an ad page. */
export function useContactPrefill(): ContactPrefill {
  const [params] = useSearchParams();
  return readContactPrefill(params);
}
