import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { GrievancePage } from './grievance-page';
import { LegalPage } from './legal-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

/**
 * The law's four pages as one lazy chunk and one component for the router: the router is in every visitor's first
 * load, so four routes cost it one lazy page rather than four.
 */
export function LegalPages() {
  const { pathname } = useLocation();
  if (pathname.startsWith(paths.privacy())) return <PrivacyPage />;
  if (pathname.startsWith(paths.grievance())) return <GrievancePage />;
  if (pathname.startsWith(paths.legal())) return <LegalPage />;
  return <TermsPage />;
}
