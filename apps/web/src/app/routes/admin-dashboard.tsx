import { AdminShell } from '@/features/admin/components/admin-shell';
import { AdminDashboardPage } from '@/features/admin/pages/dashboard-page';
import { ADMIN_TEXT as T } from '@/features/admin/texts';
import { Logo } from '../layout/logo';
import { useAreaTexts } from '@/i18n/area-texts';

export default function AdminDashboardRoute() {
  useAreaTexts('admin');
  return (
    <AdminShell brand={<Logo />} title={T.pages.dashboard}>
      <AdminDashboardPage />
    </AdminShell>
  );
}
