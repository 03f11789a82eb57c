import { ComingPage } from '../components/admin-ui';
import { ADMIN_TEXT as T } from '../texts';

/** /admin/orders (docs/admin.md). */
export function AdminOrdersPage() {
  return <ComingPage title={T.pages.orders} />;
}
