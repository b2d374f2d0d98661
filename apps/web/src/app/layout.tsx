import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LinkNavigation } from '@/components/ui/app-link';
import { useTranslation } from '@/lib/i18n';
import { PageLoading } from '@/components/ui/page-loading';
import { Footer } from './footer';
import { Header } from './header/header';
import { PageErrorBoundary } from './routes/page-error-boundary';
import { ScrollToTop } from './scroll-to-top';

/** The frame every page renders inside: skip link, sticky header, main landmark, footer. */
export function AppLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <LinkNavigation value={navigate}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('a11y.skipToContent')}
        </a>
        <ScrollToTop />
        <Header />
        {/* At least a screen tall: the footer starts below the fold, so content arriving later never pushes it (CLS). */}
        <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
          <PageErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
        <Footer />
      </div>
    </LinkNavigation>
  );
}
