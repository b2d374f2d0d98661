import { Clock, Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Card } from '@/components/ui/card';

type Row = { icon: LucideIcon; labelKey: string; valueKey: string; href?: string };

/** How to reach support, and how fast it answers (2-4 hours, Mon-Fri 9 AM-6 PM). */
export function ContactInfo() {
  const { t } = useTranslation('contact');
  const rows: Row[] = [
    { icon: Mail, labelKey: 'info.emailLabel', valueKey: 'info.email', href: `mailto:${t('info.email')}` },
    {
      icon: Phone,
      labelKey: 'info.phoneLabel',
      valueKey: 'info.phone',
      href: `tel:${t('info.phone').replace(/\s/g, '')}`,
    },
    { icon: Clock, labelKey: 'info.hoursLabel', valueKey: 'info.hours' },
    { icon: MessageCircle, labelKey: 'info.responseLabel', valueKey: 'info.response' },
  ];
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold text-gray-900">{t('info.title')}</h2>
      <dl className="mt-4 space-y-4">
        {rows.map(({ icon: Icon, labelKey, valueKey, href }) => (
          <div key={labelKey}>
            <dt className="flex items-center gap-3 text-sm font-semibold text-gray-900">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {t(labelKey)}
            </dt>
            <dd className="pl-8 text-sm text-gray-700">
              {href ? (
                <a href={href} className="text-brand-800 underline-offset-2 hover:underline">
                  {t(valueKey)}
                </a>
              ) : (
                t(valueKey)
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
