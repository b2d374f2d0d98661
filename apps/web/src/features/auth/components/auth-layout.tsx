import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Card } from '@/components/ui/card';

/** The narrow centred card every sign-in page uses; its h1 is the page's one heading. */
export function AuthLayout({
  pageTitle,
  title,
  lead,
  children,
}: {
  pageTitle: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <title>{`${pageTitle} - ${t('brand.name')}`}</title>
      <Card className="flex flex-col gap-5 p-5 sm:p-8">
        <div className="flex flex-col gap-1.5 text-center">
          <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
          {lead && <p className="text-gray-700">{lead}</p>}
        </div>
        {children}
      </Card>
    </div>
  );
}
