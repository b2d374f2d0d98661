import { useTranslation } from '@/lib/i18n';

/**
 * The document's title while the whole page is a loading or error state. React removes the title it adopted or drew
 * for the page before (the server's, on a drawn page) when that page goes, so without one here the tab, and a
 * screen reader's page name, would be empty until the next page arrives (axe: document-title).
 */
export function StateTitle({ text }: { text: string }) {
  const { t } = useTranslation('common');
  return <title>{`${text} - ${t('brand.name')}`}</title>;
}
