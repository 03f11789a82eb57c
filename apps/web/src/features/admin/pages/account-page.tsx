import { ComingPage } from '../components/admin-ui';
import { ADMIN_TEXT as T } from '../texts';

/** /admin/account (docs/admin.md). */
export function AdminAccountPage() {
  return <ComingPage title={T.pages.account} />;
}
