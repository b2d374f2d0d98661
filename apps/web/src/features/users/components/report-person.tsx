import { PERSON_REPORT_REASONS, reportTexts } from '@mohalla/shared';
import { Flag } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { ReportDialog } from '@/components/reports/report-dialog';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useReportOnReturn } from '@/hooks/use-report-flow';
import { useReportPerson, type PersonReport } from '../api/report-person';
import { useLanguage } from '@/lib/use-language';

type ReportPersonProps = { handle: string; name: string; isSignedIn: boolean };

/** Report this person (not shown on one's own profile): visitors sign in first and come back with the dialog open. */
export function ReportPerson({ handle, name, isSignedIn }: ReportPersonProps) {
  const navigate = useNavigate();
  const texts = reportTexts(useLanguage());
  const [isOpen, setIsOpen] = useState(false);
  const mutation = useReportPerson({ onDone: () => setIsOpen(false) });

  const openOnReturn = useCallback(() => setIsOpen(true), []);
  useReportOnReturn(isSignedIn, openOnReturn);

  const open = () => (isSignedIn ? setIsOpen(true) : void navigate(paths.login(`${paths.user(handle)}?report=1`)));

  return (
    <div className="mt-4 flex justify-end">
      <Button
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        onClick={open}
        icon={<Flag aria-hidden="true" className="size-4 text-red-700" />}
      >
        {texts.form.reportPerson}
      </Button>
      <ReportDialog
        title={texts.form.reportPersonTitle(name)}
        reasons={PERSON_REPORT_REASONS}
        labels={texts.personReasonLabels}
        isOpen={isOpen}
        isBusy={mutation.isPending}
        onOpenChange={setIsOpen}
        onSubmit={(body: PersonReport) => mutation.mutate({ params: { handle }, body })}
      />
    </div>
  );
}
