import { ChevronRight } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { useTranslation } from '@/lib/i18n';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

const linkClass = 'flex min-h-11 items-center justify-between py-2 text-sm font-medium text-gray-800 hover:text-brand-800';

/** Shortcuts for the commonest questions. */
export function QuickHelp() {
  const { t } = useTranslation('contact');
  const links = [
    { to: paths.postAd(), labelKey: 'quickHelp.postAd' },
    { to: paths.browse(), labelKey: 'quickHelp.browse' },
    { to: '#contact-faq', labelKey: 'faq.title' },
  ];
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold text-gray-900">{t('quickHelp.title')}</h2>
      <ul className="mt-3 divide-y divide-gray-100">
        {links.map((link) => (
          <li key={link.labelKey}>
            {/* A same-page anchor stays a plain link so the query (?adId=...) survives. */}
            {link.to.startsWith('#') ? (
              <a href={link.to} className={linkClass}>
                {t(link.labelKey)}
                <ChevronRight aria-hidden="true" className="size-4" />
              </a>
            ) : (
              <AppLink to={link.to} className={linkClass}>
                {t(link.labelKey)}
                <ChevronRight aria-hidden="true" className="size-4" />
              </AppLink>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-gray-700">
        <strong className="font-semibold text-gray-900">{t('quickHelp.report')}: </strong>
        {t('quickHelp.reportHint')}
      </p>
    </Card>
  );
}
