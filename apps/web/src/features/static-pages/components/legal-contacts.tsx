import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { useLegalDetails } from '../api/get-legal-details';

type Field = { label: string; value: string; href?: string };

/** A term list of contact details; email and phone as links. */
function Details({ fields }: { fields: Field[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
      {fields.map((field) => (
        <div key={field.label} className="contents">
          <dt className="text-sm font-semibold text-gray-700">{field.label}</dt>
          <dd className="break-words text-gray-900">
            {field.href ? (
              <a href={field.href} className="text-brand-800 underline">
                {field.value}
              </a>
            ) : (
              field.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The operator's or the Grievance Officer's details, from the server's settings (GET /api/legal). */
export function LegalContacts({ who }: { who: 'operator' | 'officer' }): ReactNode {
  const { t } = useTranslation('legal');
  const details = useLegalDetails();
  if (details.isPending) return <LoadingState message={t('contactsLoading')} />;
  if (details.isError) return <ErrorState message={t('contactsFailed')} />;
  const { operator, grievanceOfficer: officer } = details.data.data;
  const fields: Field[] =
    who === 'operator'
      ? [
          { label: t('fields.legalName'), value: operator.legalName },
          { label: t('fields.address'), value: operator.address },
          { label: t('fields.email'), value: operator.email, href: `mailto:${operator.email}` },
          { label: t('fields.phone'), value: operator.phone, href: `tel:${operator.phone.replace(/[^\d+]/g, '')}` },
          { label: t('fields.officer'), value: officer.name },
          { label: t('fields.officerEmail'), value: officer.email, href: `mailto:${officer.email}` },
        ]
      : [
          { label: t('fields.officer'), value: officer.name },
          { label: t('fields.email'), value: officer.email, href: `mailto:${officer.email}` },
          { label: t('fields.address'), value: officer.address },
        ];
  return <Details fields={fields} />;
}
