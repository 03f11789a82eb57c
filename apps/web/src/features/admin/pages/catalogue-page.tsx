import { ComingPage } from '../components/admin-ui';
import { ADMIN_TEXT as T } from '../texts';

/** /admin/catalogue (docs/admin.md). */
export function AdminCataloguePage() {
  return <ComingPage title={T.pages.catalogue} />;
}
