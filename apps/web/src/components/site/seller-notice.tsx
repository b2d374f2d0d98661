import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';

/** Consumer Protection (E-Commerce) Rules 2020: who sells, shown where people choose a plan and pay (decision 028). */
export function SellerNotice({ text, linkText }: { text: string; linkText: string }) {
  return (
    <p className="text-sm text-gray-700">
      {text}{' '}
      <AppLink to={paths.legal()} target="_blank" rel="noopener" className="font-semibold text-brand-800 underline">
        {linkText}
      </AppLink>
    </p>
  );
}
