import { AD_REPORT_REASONS, reportTexts } from '@mohalla/shared';
import { Flag, LifeBuoy } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { AppLink } from '@/components/ui/app-link';
import { buttonClasses } from '@/components/ui/button';
import { ReportDialog } from '@/components/reports/report-dialog';
import { paths } from '@/config/paths';
import { useReportAdDialog } from '../../hooks/use-report-ad';
import { useLanguage } from '@/lib/use-language';

type SafetySupportProps = { adId: number; ownerHandle: string; isSignedIn: boolean };

/** Report this ad (a dialog; visitors sign in first; not on one's own ad) and Contact Support (the contact form). */
export function SafetySupport({ adId, ownerHandle, isSignedIn }: SafetySupportProps) {
  const { t } = useTranslation('ad-detail');
  const texts = reportTexts(useLanguage());
  const report = useReportAdDialog(adId, ownerHandle, isSignedIn);
  const contactHref = `${paths.contact()}?adId=${adId}&subject=support`;
  return (
    <section aria-labelledby="safety-support" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="safety-support" className="text-lg font-semibold text-gray-900">
        {t('safety.title')}
      </h2>
      <div className="mt-3 grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {report.canReport && (
          <button type="button" onClick={report.open} aria-haspopup="dialog" className={buttonClasses({ variant: 'outline' })}>
            <Flag aria-hidden="true" className="size-4 text-red-700" />
            {texts.form.reportAd}
          </button>
        )}
        <AppLink to={contactHref} className={buttonClasses({ variant: 'outline' })}>
          <LifeBuoy aria-hidden="true" className="size-4" />
          {t('safety.support')}
        </AppLink>
      </div>
      <ReportDialog
        title={texts.form.reportAdTitle}
        reasons={AD_REPORT_REASONS}
        labels={texts.adReasonLabels}
        isOpen={report.isOpen}
        isBusy={report.isBusy}
        onOpenChange={report.setIsOpen}
        onSubmit={report.submit}
      />
    </section>
  );
}
