import { AdminShell } from '@/features/admin/components/admin-shell';
import { AdminPayoutsPage } from '@/features/admin/pages/payouts-page';
import { ADMIN_TEXT as T } from '@/features/admin/texts';
import { Logo } from '../layout/logo';
import { useAreaTexts } from '@/i18n/area-texts';

export default function AdminPayoutsRoute() {
  useAreaTexts('admin');
  return (
    <AdminShell brand={<Logo />} title={T.pages.payouts}>
      <AdminPayoutsPage />
    </AdminShell>
  );
}
