import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppLayout } from './layout';
import { NotFoundPage } from './routes/not-found';

// Declarative routes, not the data router: it is ~18 KB gzipped lighter and no page needs loaders.
// Each page is its own chunk; navigations run in a transition, so the old page stays until the new one is ready.
const loadBrowse = () => import('@/features/ads/routes/browse-page');
const loadAdDetail = () => import('@/features/ads/routes/ad-detail-page');

const HomePage = lazy(() => import('@/features/home/routes/home-page').then((m) => ({ default: m.HomePage })));
const BrowsePage = lazy(() => loadBrowse().then((m) => ({ default: m.BrowsePage })));
const AdDetailPage = lazy(() => loadAdDetail().then((m) => ({ default: m.AdDetailPage })));
const AboutPage = lazy(() => import('@/features/static-pages/routes/about-page').then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() => import('@/features/contact/routes/contact-page').then((m) => ({ default: m.ContactPage })));

/** Fetches the pages a visitor most likely opens next once the browser is idle, so the tap feels instant. */
export function prefetchLikelyPages(): void {
  const run = () => void Promise.all([loadBrowse(), loadAdDetail()]).catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 3000);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<HomePage />} />
          <Route path="categories" element={<BrowsePage />} />
          <Route path="categories/:category" element={<BrowsePage />} />
          <Route path="ad/:id" element={<AdDetailPage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
