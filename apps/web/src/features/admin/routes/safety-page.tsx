import { PageHeading } from '@/components/ui/page-heading';
import { HeldKeywordsSection } from '../components/held-keywords-section';
import { SafePlacesSection } from '../components/safe-places-section';
import { useAdminTexts } from '../lib/use-admin-texts';
import { useSafetySettingsTexts } from '../lib/use-admin-texts';

/** /admin/safety: the held words of the keyword hold and the safe meeting places (decision 030). */
export function SafetyPage() {
  const T = useSafetySettingsTexts();
  const texts = useAdminTexts();
  return (
    <section>
      <title>{`${T.title} - ${texts.title}`}</title>
      <PageHeading title={T.title} lead={T.lead} />
      <div className="flex flex-col gap-6">
        <HeldKeywordsSection />
        <SafePlacesSection />
      </div>
    </section>
  );
}
