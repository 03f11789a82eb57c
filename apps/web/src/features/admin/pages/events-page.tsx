import { ComingPage } from '../components/admin-ui';
import { ADMIN_TEXT as T } from '../texts';

/** /admin/events (docs/admin.md). */
export function AdminEventsPage() {
  return <ComingPage title={T.pages.events} />;
}
