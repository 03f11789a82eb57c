import { AdminShell } from '@/features/admin/components/admin-shell';
import { AdminOrdersPage } from '@/features/admin/pages/orders-page';
import { ADMIN_TEXT as T } from '@/features/admin/texts';
import { Logo } from '../layout/logo';
import { useAreaTexts } from '@/i18n/area-texts';

export default function AdminOrdersRoute() {
  useAreaTexts('admin');
  return (
    <AdminShell brand={<Logo />} title={T.pages.orders}>
      <AdminOrdersPage />
    </AdminShell>
  );
}
