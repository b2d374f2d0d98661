import { FlaskConical } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

/**
 * Marks a page of the payment integration's tests as such: it is linked from no menu, kept out of the sitemap, and
 * asks search engines not to index it (here and in the server's X-Robots-Tag).
 */
export function TestPageNotice({ text }: { text: string }) {
  const { t } = useTranslation('payments');
  return (
    <>
      <meta name="robots" content="noindex" />
      <div role="note" className="mb-5 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          <strong className="font-semibold">{t('testPage.label')}</strong> {text}
        </p>
      </div>
    </>
  );
}
