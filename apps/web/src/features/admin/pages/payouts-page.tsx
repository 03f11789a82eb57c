import { ComingPage } from '../components/admin-ui';
import { ADMIN_TEXT as T } from '../texts';

/** /admin/payouts (docs/admin.md). */
export function AdminPayoutsPage() {
  return <ComingPage title={T.pages.payouts} />;
}
