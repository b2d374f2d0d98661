import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { messagesReady } from '@/lib/i18n';
import { AppLayout } from './layout';
import { NotFoundPage } from './routes/not-found';
import { RequireAuth } from './routes/require-auth';

// Declarative routes, not the data router: it is ~18 KB gzipped lighter and no page needs loaders.
// Each page is its own chunk; navigations run in a transition, so the old page stays until the new one is ready.
const loadBrowse = () => import('@/features/ads/routes/browse-page');
const loadAdDetail = () => import('@/features/ads/routes/ad-detail-page');

type Page = LazyExoticComponent<ComponentType> & { preload: () => Promise<void> };

/**
 * A lazily loaded page from a module's named export. Once `preload` has fetched the module, the component
 * renders without suspending: React's lazy reads a thenable that settles synchronously at once, so the first
 * render draws the page itself rather than the loading fallback (start.tsx relies on it to hydrate the server's HTML).
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Page {
  let loaded: { default: ComponentType } | undefined;
  // A page's modules ask for their texts as they load (loadMessages); the page is ready when those have come too.
  const loadWithTexts = () => load().then((m) => messagesReady().then(() => m));
  const component = lazy(() =>
    loaded
      ? ({ then: (resolve: (m: { default: ComponentType }) => void) => resolve(loaded!) } as Promise<{ default: ComponentType }>)
      : loadWithTexts().then((m) => ({ default: m[name] })),
  );
  const preload = () => loadWithTexts().then((m) => void (loaded = { default: m[name] }));
  return Object.assign(component, { preload });
}

const HomePage = page(() => import('@/features/home/routes/home-page'), 'HomePage');
const BrowsePage = page(loadBrowse, 'BrowsePage');
const AdDetailPage = page(loadAdDetail, 'AdDetailPage');
const AboutPage = page(() => import('@/features/static-pages/routes/about-page'), 'AboutPage');
const ContactPage = page(() => import('@/features/contact/routes/contact-page'), 'ContactPage');
const LegalPages = page(() => import('@/features/static-pages/routes/legal-pages'), 'LegalPages');
const LoginPage = page(() => import('@/features/auth/routes/login-page'), 'LoginPage');
const ForgotPasswordPage = page(() => import('@/features/auth/routes/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('@/features/auth/routes/reset-password-page'), 'ResetPasswordPage');
const ProfilePage = page(() => import('@/features/profile/routes/profile-page'), 'ProfilePage');
const AccountDeletedPage = page(() => import('@/features/profile/routes/account-deleted-page'), 'AccountDeletedPage');
const PublicProfilePage = page(() => import('@/features/users/routes/public-profile-page'), 'PublicProfilePage');
const PostAdPage = page(() => import('./routes/post-ad-route'), 'PostAdRoute');
const DashboardPage = page(() => import('@/features/dashboard/routes/dashboard-page'), 'DashboardPage');
const MyAdsPage = page(() => import('@/features/dashboard/routes/my-ads-page'), 'MyAdsPage');
const FavoritesPage = page(() => import('@/features/favorites/routes/favorites-page'), 'FavoritesPage');
const MessagesPage = page(() => import('@/features/conversations/routes/messages-page'), 'MessagesPage');
const PaymentSuccessPage = page(() => import('@/features/payments/routes/payment-success-page'), 'PaymentSuccessPage');
const PaymentFailedPage = page(() => import('@/features/payments/routes/payment-failed-page'), 'PaymentFailedPage');
const PhonepeTestPage = page(() => import('@/features/payments/routes/phonepe-test-page'), 'PhonepeTestPage');
const PhonepeDemoPage = page(() => import('@/features/payments/routes/phonepe-demo-page'), 'PhonepeDemoPage');
const AdminPage = page(() => import('@/features/admin/routes/admin-routes'), 'AdminRoutes');

/** Fetches the pages a visitor most likely opens next once the browser is idle, so the tap feels instant. */
export function prefetchLikelyPages(): void {
  // With the catalogues' loaders, so a page's texts are one fetch away rather than two.
  const run = () => void Promise.all([loadBrowse(), loadAdDetail(), import('@/lib/catalogue-loaders')]).catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 3000);
}

/** Pages the server renders to HTML for visitors (src/entry-server.tsx, decision 016), by path. */
const SERVER_RENDERED: Array<[RegExp, Page]> = [
  [/^\/$/, HomePage],
  [/^\/categories(?:\/[^/]+)?\/?$/, BrowsePage],
  [/^\/ad\/[^/]+\/?$/, AdDetailPage],
];

/** Loads the code of a server-rendered page, so hydration finds the page itself rather than the loading fallback. */
export function preloadServerRenderedPage(pathname: string): Promise<void> {
  return SERVER_RENDERED.find(([pattern]) => pattern.test(pathname))?.[1].preload() ?? Promise.resolve();
}

/** Every server-rendered page's code, for the server's own render (which cannot wait for a chunk mid-render). */
export const preloadServerRenderedPages = () => Promise.all(SERVER_RENDERED.map(([, page]) => page.preload()));

/** Visitors are sent to /login and brought back (protected routes). */
const signedIn = (Page: ComponentType) => (
  <RequireAuth>
    <Page />
  </RequireAuth>
);

/** The routes of the pages the server draws (SERVER_RENDERED), in both tables, so the two draw them alike. */
const drawnPages = (
  <>
    <Route index element={<HomePage />} />
    <Route path="categories" element={<BrowsePage />} />
    <Route path="categories/:category" element={<BrowsePage />} />
    <Route path="ad/:id" element={<AdDetailPage />} />
  </>
);

/**
 * The server's table (src/entry-server.tsx): the drawn pages in the same layout. <Routes> ranks its whole table at
 * every render, and the server draws only these (a tenth of its render with all thirty; bench/README.md).
 */
export function ServerRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>{drawnPages}</Route>
    </Routes>
  );
}

/** The routes, for the browser's router. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {drawnPages}
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="terms" element={<LegalPages />} />
        <Route path="privacy" element={<LegalPages />} />
        <Route path="grievance" element={<LegalPages />} />
        <Route path="legal" element={<LegalPages />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="user/:username" element={<PublicProfilePage />} />
        <Route path="dashboard" element={signedIn(DashboardPage)} />
        <Route path="my-ads" element={signedIn(MyAdsPage)} />
        <Route path="post-ad" element={signedIn(PostAdPage)} />
        <Route path="profile" element={signedIn(ProfilePage)} />
        <Route path="account-deleted" element={<AccountDeletedPage />} />
        <Route path="favorites" element={signedIn(FavoritesPage)} />
        <Route path="messages" element={signedIn(MessagesPage)} />
        <Route path="messages/:id" element={signedIn(MessagesPage)} />
        <Route path="payment-success" element={signedIn(PaymentSuccessPage)} />
        <Route path="payment-failed" element={<PaymentFailedPage />} />
        <Route path="phonepe-test" element={<PhonepeTestPage />} />
        <Route path="phonepe-demo" element={signedIn(PhonepeDemoPage)} />
        <Route path="admin/*" element={signedIn(AdminPage)} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
