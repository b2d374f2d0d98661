import { Megaphone } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Closing band: post an ad, or read about us. */
export function CallToAction() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-cta" className="mx-auto max-w-7xl px-4 sm:px-6">
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-gray-900 px-6 py-10 text-center text-white [&_:focus-visible]:outline-brand-300">
        <Megaphone aria-hidden="true" className="size-10 text-brand-400" />
        <h2 id="home-cta" className="text-2xl font-bold">
          {t('home.cta.title')}
        </h2>
        <p className="max-w-xl text-gray-300">{t('home.cta.lead')}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.postAd()} size="lg">
            {t('home.cta.postAd')}
          </ButtonLink>
          <ButtonLink to={paths.about()} size="lg" variant="inverse">
            {t('home.cta.learnMore')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
