import { AdminShell } from '@/features/admin/components/admin-shell';
import { AdminAccountPage } from '@/features/admin/pages/account-page';
import { ADMIN_TEXT as T } from '@/features/admin/texts';
import { Logo } from '../layout/logo';
import { useAreaTexts } from '@/i18n/area-texts';

export default function AdminAccountRoute() {
  useAreaTexts('admin');
  return (
    <AdminShell brand={<Logo />} title={T.pages.account}>
      <AdminAccountPage />
    </AdminShell>
  );
}
