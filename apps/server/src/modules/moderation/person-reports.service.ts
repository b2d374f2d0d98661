import { HANDLE_MESSAGES, isHandle, REPORT_MESSAGES, type PersonReportReason } from '@mohalla/shared';
import { AppError } from '../../base/app-error.ts';
import type { PersonReportsRepository } from './person-reports.repository.ts';

/** Reporting a person from their public profile: it waits in the operators' queue as a person group (decision 027). */
export function createPersonReportsService(repo: PersonReportsRepository) {
  return {
    async report(me: string, handle: string, body: { reason: PersonReportReason; details?: string | undefined }): Promise<void> {
      // Like the profile itself: anything but a stored handle is the same 404, never looked up as an email.
      const person = isHandle(handle) ? await repo.findByHandle(handle) : undefined;
      if (!person) throw new AppError('NOT_FOUND', HANDLE_MESSAGES.notFound);
      if (person.id === me) throw new AppError('BAD_REQUEST', REPORT_MESSAGES.ownProfile);
      const added = await repo.reportPerson({
        reporterId: me,
        reportedUserId: person.id,
        reason: body.reason,
        details: body.details || null,
      });
      if (!added) throw new AppError('CONFLICT', REPORT_MESSAGES.alreadyReportedPerson);
    },
  };
}

export type PersonReportsService = ReturnType<typeof createPersonReportsService>;
