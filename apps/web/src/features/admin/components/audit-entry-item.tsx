import type { AuditEntry } from '@mohalla/shared';
import { actionLabel } from '../lib/labels';
import { useAdminTexts } from '../lib/use-admin-texts';
import { useLanguage } from '@/lib/use-language';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** One audit entry: who (an operator, or the site itself), what, on which ad or person, when, and why. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const texts = useAdminTexts();
  const language = useLanguage();
  return (
    <li className="flex flex-col gap-1 p-4 text-sm">
      <p className="font-semibold break-words text-gray-900">
        {actionLabel(entry.action, language)}
        <span className="font-normal text-gray-700">
          {' '}
          ({entry.targetType} {entry.targetId})
        </span>
      </p>
      <p className="text-gray-700">
        {entry.operatorName ?? (entry.operatorId ? entry.operatorId : texts.theSite)} ·{' '}
        <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))} IST</time>
      </p>
      {entry.reason && (
        <p className="break-words whitespace-pre-line text-gray-800">
          <span className="font-medium">{texts.reason}:</span> {entry.reason}
        </p>
      )}
    </li>
  );
}
