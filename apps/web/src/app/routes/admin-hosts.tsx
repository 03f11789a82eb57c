import { AdminShell } from '@/features/admin/components/admin-shell';
import { AdminHostsPage } from '@/features/admin/pages/hosts-page';
import { ADMIN_TEXT as T } from '@/features/admin/texts';
import { Logo } from '../layout/logo';
import { useAreaTexts } from '@/i18n/area-texts';

export default function AdminHostsRoute() {
  useAreaTexts('admin');
  return (
    <AdminShell brand={<Logo />} title={T.pages.hosts}>
      <AdminHostsPage />
    </AdminShell>
  );
}
