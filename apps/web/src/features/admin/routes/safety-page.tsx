import { ADMIN_TEXTS, SAFETY_SETTINGS_TEXTS as T } from '@mohalla/shared';
import { PageHeading } from '@/components/ui/page-heading';
import { HeldKeywordsSection } from '../components/held-keywords-section';
import { SafePlacesSection } from '../components/safe-places-section';

/** /admin/safety: the held words of the keyword hold and the safe meeting places (decision 030). */
export function SafetyPage() {
  return (
    <section>
      <title>{`${T.title} - ${ADMIN_TEXTS.title}`}</title>
      <PageHeading title={T.title} lead={T.lead} />
      <div className="flex flex-col gap-6">
        <HeldKeywordsSection />
        <SafePlacesSection />
      </div>
    </section>
  );
}
