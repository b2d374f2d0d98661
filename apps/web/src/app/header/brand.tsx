import { AppLink } from '@/components/ui/app-link';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/config/paths';

/**
 * "Mohalla Ads": the short name followed by the word Ads, linking home. Compact (signed in, with the Messages icon
 * beside Post Ad) shows only the logo below 400 px, so the header still fits a 360 px phone; the link keeps its name.
 */
export function Brand({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <AppLink
      to={paths.home()}
      aria-label={t('brand.homeLink')}
      className="flex shrink-0 items-center gap-1.5 rounded-md text-base font-extrabold tracking-tight sm:gap-2 sm:text-lg"
    >
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      <span className={isCompact ? 'text-gray-900 max-[399px]:sr-only' : 'text-gray-900'}>
        {t('brand.short')} <span className="text-brand-700">{t('brand.suffix')}</span>
      </span>
    </AppLink>
  );
}
