import { AdminShell } from '@/features/admin/components/admin-shell';
import { AdminReportsPage } from '@/features/admin/pages/reports-page';
import { ADMIN_TEXT as T } from '@/features/admin/texts';
import { Logo } from '../layout/logo';
import { useAreaTexts } from '@/i18n/area-texts';

export default function AdminReportsRoute() {
  useAreaTexts('admin');
  return (
    <AdminShell brand={<Logo />} title={T.pages.reports}>
      <AdminReportsPage />
    </AdminShell>
  );
}
