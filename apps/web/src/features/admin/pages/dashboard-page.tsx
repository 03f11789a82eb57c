import { ComingPage } from '../components/admin-ui';
import { ADMIN_TEXT as T } from '../texts';

/** /admin/dashboard (docs/admin.md). */
export function AdminDashboardPage() {
  return <ComingPage title={T.pages.dashboard} />;
}
