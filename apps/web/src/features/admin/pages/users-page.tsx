import { ComingPage } from '../components/admin-ui';
import { ADMIN_TEXT as T } from '../texts';

/** /admin/users (docs/admin.md). */
export function AdminUsersPage() {
  return <ComingPage title={T.pages.users} />;
}
