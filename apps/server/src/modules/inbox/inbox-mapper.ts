import { grievanceDeadlines, grievanceNumber, type InboxMessage } from '@mohalla/shared';
import type { InboxRow } from './inbox.repository.ts';
import { isoOrNull } from '../../lib/iso.ts';

/** A row as the console shows it; a grievance with its deadlines, overdue when passed with the step not taken. */
export function toInboxMessage(row: InboxRow, now: Date): InboxMessage {
  const isGrievance = row.kind === 'grievance';
  const deadlines = isGrievance ? grievanceDeadlines(row.createdAt) : null;
  return {
    id: row.id,
    kind: row.kind,
    number: isGrievance ? grievanceNumber(row.id) : null,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    adId: row.adId,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    acknowledgedAt: isoOrNull(row.acknowledgedAt),
    repliedAt: isoOrNull(row.repliedAt),
    doneAt: isoOrNull(row.doneAt),
    doneByName: row.doneByName,
    deadlines: deadlines && {
      acknowledgeBy: deadlines.acknowledgeBy.toISOString(),
      resolveBy: deadlines.resolveBy.toISOString(),
      isAcknowledgeOverdue: !row.acknowledgedAt && now > deadlines.acknowledgeBy,
      isResolveOverdue: !row.doneAt && now > deadlines.resolveBy,
    },
  };
}
