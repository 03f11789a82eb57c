import { AdminShell } from '@/features/admin/components/admin-shell';
import { AdminEventsPage } from '@/features/admin/pages/events-page';
import { ADMIN_TEXT as T } from '@/features/admin/texts';
import { Logo } from '../layout/logo';
import { useAreaTexts } from '@/i18n/area-texts';

export default function AdminEventsRoute() {
  useAreaTexts('admin');
  return (
    <AdminShell brand={<Logo />} title={T.pages.events}>
      <AdminEventsPage />
    </AdminShell>
  );
}
