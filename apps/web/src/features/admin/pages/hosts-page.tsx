import { ComingPage } from '../components/admin-ui';
import { ADMIN_TEXT as T } from '../texts';

/** /admin/hosts (docs/admin.md). */
export function AdminHostsPage() {
  return <ComingPage title={T.pages.hosts} />;
}
