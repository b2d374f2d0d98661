import { Compass } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Any unknown path. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{`${t('notFound.title')} - ${t('brand.name')}`}</title>
      <Compass aria-hidden="true" className="size-14 text-brand-700" />
      <p className="mt-4 text-sm font-semibold text-brand-800">404</p>
      <h1 className="mt-1 text-3xl font-bold text-gray-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-gray-700">{t('notFound.lead')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.home()}>{t('notFound.home')}</ButtonLink>
        <ButtonLink to={paths.browse()} variant="outline">
          {t('notFound.browse')}
        </ButtonLink>
      </div>
    </div>
  );
}
