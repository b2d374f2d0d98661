import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from '@/lib/i18n';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';

/** Home / Categories / {category} / {title}; the category links to /categories?category={lowercase key}. */
export function Breadcrumb({ category, categoryKey, title }: { category: string; categoryKey: string; title: string }) {
  const { t } = useTranslation('ad-detail');
  const links = [
    { label: t('detail.home'), to: paths.home() },
    { label: t('detail.categories'), to: paths.browse() },
    { label: category, to: `${paths.browse()}?category=${encodeURIComponent(categoryKey.toLowerCase())}` },
  ];
  return (
    <nav aria-label={t('detail.breadcrumb')} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-gray-600">
        {links.map((link) => (
          <Fragment key={link.to}>
            <li>
              <AppLink to={link.to} className="rounded hover:text-brand-800 hover:underline">
                {link.label}
              </AppLink>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4" />
            </li>
          </Fragment>
        ))}
        <li aria-current="page" className="min-w-0 truncate font-medium text-gray-900">
          {title}
        </li>
      </ol>
    </nav>
  );
}
