import { Navigate, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { AdminLayout } from '../components/admin-layout';
import { OperatorsOnly } from '../components/operators-only';
import { AuditPage } from './audit-page';
import { InboxPage } from './inbox-page';
import { RemovedAdsPage } from './removed-ads-page';
import { ReportsPage } from './reports-page';
import { SafetyPage } from './safety-page';

/**
 * The operator console under /admin (decision 026). The router's RequireAuth has signed the person in; a member
 * sees "Operators only". This is only what the web offers: the server refuses every /api/admin call to a non-operator.
 */
export function AdminRoutes() {
  const { user } = useSession();
  if (!user?.isOperator) return <OperatorsOnly />;
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to={paths.admin()} replace />} />
        <Route path="reports" element={<ReportsPage />} />
        <Route path="removed" element={<RemovedAdsPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="inbox" element={<InboxPage />} />
        <Route path="safety" element={<SafetyPage />} />
        {/* Absolute, as a relative link inside the splat resolves against the unknown address itself. */}
        <Route path="*" element={<Navigate to={paths.admin()} replace />} />
      </Route>
    </Routes>
  );
}
