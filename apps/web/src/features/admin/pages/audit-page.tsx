import { ComingPage } from '../components/admin-ui';
import { ADMIN_TEXT as T } from '../texts';

/** /admin/audit (docs/admin.md). */
export function AdminAuditPage() {
  return <ComingPage title={T.pages.audit} />;
}
