import { ChevronDown } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

const FAQ_KEYS = ['post', 'plans', 'payment', 'contactSeller', 'report', 'response'] as const;

/** FAQ as native disclosures: keyboard and screen-reader friendly with no script. */
export function ContactFaq() {
  const { t } = useTranslation('contact');
  return (
    <section aria-labelledby="contact-faq" className="mt-12">
      <h2 id="contact-faq" className="text-2xl font-bold text-gray-900">
        {t('faq.title')}
      </h2>
      <div className="mt-5 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
        {FAQ_KEYS.map((key) => (
          <details key={key} className="group px-5 py-1">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-3 font-semibold text-gray-900 [&::-webkit-details-marker]:hidden">
              {t(`faq.items.${key}.q`)}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-gray-600 transition-transform group-open:rotate-180" />
            </summary>
            <p className="pb-4 text-gray-700">{t(`faq.items.${key}.a`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
