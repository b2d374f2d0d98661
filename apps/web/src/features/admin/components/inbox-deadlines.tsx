import type { InboxMessage } from '@mohalla/shared';
import { Badge } from '@/components/ui/badge';
import { dateTime } from '../lib/date-time';
import { useInboxTexts } from '../lib/use-admin-texts';

type Deadlines = NonNullable<InboxMessage['deadlines']>;

/** A grievance's two deadlines (IT Rules 2021): each met, still open, or overdue. */
export function InboxDeadlines({ message, deadlines }: { message: InboxMessage; deadlines: Deadlines }) {
  const inbox = useInboxTexts();
  return (
    <ul aria-label={inbox.deadlines} className="flex flex-col gap-1 text-sm text-gray-800 sm:flex-row sm:gap-6">
      <li className="flex flex-wrap items-center gap-2">
        {message.acknowledgedAt ? (
          <span>
            {inbox.acknowledged} {dateTime(message.acknowledgedAt)}
          </span>
        ) : (
          <span>
            {inbox.acknowledgeBy} {dateTime(deadlines.acknowledgeBy)}
          </span>
        )}
        {deadlines.isAcknowledgeOverdue && <Badge tone="danger">{inbox.overdue}</Badge>}
      </li>
      <li className="flex flex-wrap items-center gap-2">
        <span>
          {inbox.resolveBy} {dateTime(deadlines.resolveBy)}
        </span>
        {deadlines.isResolveOverdue && <Badge tone="danger">{inbox.overdue}</Badge>}
      </li>
    </ul>
  );
}
