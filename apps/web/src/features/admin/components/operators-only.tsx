import { ADMIN_TEXTS } from '@mohalla/shared';
import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** What a signed-in member sees at /admin: the console is for operators (the server refuses them anyway). */
export function OperatorsOnly() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{`${ADMIN_TEXTS.operatorsOnlyTitle} - Mohalla Ads`}</title>
      <ShieldAlert aria-hidden="true" className="size-14 text-brand-700" />
      <h1 className="mt-4 text-3xl font-bold text-gray-900">{ADMIN_TEXTS.operatorsOnlyTitle}</h1>
      <p className="mt-3 text-gray-700">{ADMIN_TEXTS.operatorsOnlyLead}</p>
      <ButtonLink to={paths.home()} className="mt-8">
        Home
      </ButtonLink>
    </div>
  );
}
