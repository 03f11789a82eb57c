import { AdminShell } from '@/features/admin/components/admin-shell';
import { AdminAuditPage } from '@/features/admin/pages/audit-page';
import { ADMIN_TEXT as T } from '@/features/admin/texts';
import { Logo } from '../layout/logo';
import { useAreaTexts } from '@/i18n/area-texts';

export default function AdminAuditRoute() {
  useAreaTexts('admin');
  return (
    <AdminShell brand={<Logo />} title={T.pages.audit}>
      <AdminAuditPage />
    </AdminShell>
  );
}
