import { INBOX_TEXTS, type InboxMessage } from '@mohalla/shared';
import { Badge } from '@/components/ui/badge';
import { dateTime } from '../lib/date-time';

type Deadlines = NonNullable<InboxMessage['deadlines']>;

/** A grievance's two deadlines (IT Rules 2021): each met, still open, or overdue. */
export function InboxDeadlines({ message, deadlines }: { message: InboxMessage; deadlines: Deadlines }) {
  return (
    <ul aria-label="Deadlines" className="flex flex-col gap-1 text-sm text-gray-800 sm:flex-row sm:gap-6">
      <li className="flex flex-wrap items-center gap-2">
        {message.acknowledgedAt ? (
          <span>
            {INBOX_TEXTS.acknowledged} {dateTime(message.acknowledgedAt)}
          </span>
        ) : (
          <span>
            {INBOX_TEXTS.acknowledgeBy} {dateTime(deadlines.acknowledgeBy)}
          </span>
        )}
        {deadlines.isAcknowledgeOverdue && <Badge tone="danger">{INBOX_TEXTS.overdue}</Badge>}
      </li>
      <li className="flex flex-wrap items-center gap-2">
        <span>
          {INBOX_TEXTS.resolveBy} {dateTime(deadlines.resolveBy)}
        </span>
        {deadlines.isResolveOverdue && <Badge tone="danger">{INBOX_TEXTS.overdue}</Badge>}
      </li>
    </ul>
  );
}
