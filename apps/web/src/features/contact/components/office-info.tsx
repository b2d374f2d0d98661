import { Building2, MapPin } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Card } from '@/components/ui/card';

/** Office address and a drawn map placeholder (no third-party map: the CSP and data costs forbid one). */
export function OfficeInfo() {
  const { t } = useTranslation('contact');
  return (
    <Card className="overflow-hidden">
      <div className="p-5">
        <h2 className="text-lg font-bold text-gray-900">{t('office.title')}</h2>
        <address className="mt-3 flex gap-3 text-sm text-gray-700 not-italic">
          <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            <span className="block font-semibold text-gray-900">{t('office.name')}</span>
            <span className="block">{t('office.line1')}</span>
            <span className="block">{t('office.line2')}</span>
          </span>
        </address>
      </div>
      <div
        role="img"
        aria-label={t('office.mapLabel')}
        className="relative flex h-48 items-center justify-center bg-[linear-gradient(90deg,#e5e7eb_1px,transparent_1px),linear-gradient(#e5e7eb_1px,transparent_1px)] bg-[size:28px_28px] bg-emerald-50"
      >
        <div className="absolute inset-x-0 top-1/2 h-3 -translate-y-1/2 bg-white/90" />
        <div className="absolute inset-y-0 left-1/3 w-3 bg-white/90" />
        <span className="relative flex flex-col items-center">
          <MapPin aria-hidden="true" className="size-10 fill-brand-600 text-brand-800" />
          <span aria-hidden="true" className="mt-1 rounded-md bg-white px-2 py-0.5 text-xs font-semibold text-gray-900 shadow">
            {t('office.mapCaption')}
          </span>
        </span>
      </div>
    </Card>
  );
}
