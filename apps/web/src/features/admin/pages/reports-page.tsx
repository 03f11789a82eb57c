import { ComingPage } from '../components/admin-ui';
import { ADMIN_TEXT as T } from '../texts';

/** /admin/reports (docs/admin.md). */
export function AdminReportsPage() {
  return <ComingPage title={T.pages.reports} />;
}
