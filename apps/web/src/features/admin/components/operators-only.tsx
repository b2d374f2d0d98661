import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useAdminTexts } from '../lib/use-admin-texts';

/** What a signed-in member sees at /admin: the console is for operators (the server refuses them anyway). */
export function OperatorsOnly() {
  const texts = useAdminTexts();
  const { t: tc } = useTranslation('common');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{`${texts.operatorsOnlyTitle} - ${tc('brand.name')}`}</title>
      <ShieldAlert aria-hidden="true" className="size-14 text-brand-700" />
      <h1 className="mt-4 text-3xl font-bold text-gray-900">{texts.operatorsOnlyTitle}</h1>
      <p className="mt-3 text-gray-700">{texts.operatorsOnlyLead}</p>
      <ButtonLink to={paths.home()} className="mt-8">
        {tc('nav.home')}
      </ButtonLink>
    </div>
  );
}
