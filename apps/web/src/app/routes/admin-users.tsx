import { AdminShell } from '@/features/admin/components/admin-shell';
import { AdminUsersPage } from '@/features/admin/pages/users-page';
import { ADMIN_TEXT as T } from '@/features/admin/texts';
import { Logo } from '../layout/logo';
import { useAreaTexts } from '@/i18n/area-texts';

export default function AdminUsersRoute() {
  useAreaTexts('admin');
  return (
    <AdminShell brand={<Logo />} title={T.pages.users}>
      <AdminUsersPage />
    </AdminShell>
  );
}
