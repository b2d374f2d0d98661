import { Flag, LifeBuoy, ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Report This Ad and Contact Support open the contact form with this ad prefilled. */
export function SafetySupport({ adId }: { adId: number }) {
  const { t } = useTranslation('ad-detail');
  const contactHref = `${paths.contact()}?adId=${adId}&subject=support`;
  return (
    <section aria-labelledby="safety-support" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="safety-support" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <ShieldCheck aria-hidden="true" className="size-5 text-green-700" />
        {t('safety.title')}
      </h2>
      <p className="mt-2 text-sm text-gray-700">{t('safety.tips')}</p>
      <div className="mt-3 grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <Link to={contactHref} className={buttonClasses({ variant: 'outline' })}>
          <Flag aria-hidden="true" className="size-4 text-red-700" />
          {t('safety.report')}
        </Link>
        <Link to={contactHref} className={buttonClasses({ variant: 'outline' })}>
          <LifeBuoy aria-hidden="true" className="size-4" />
          {t('safety.support')}
        </Link>
      </div>
    </section>
  );
}
