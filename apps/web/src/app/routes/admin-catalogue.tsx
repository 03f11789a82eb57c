import { AdminShell } from '@/features/admin/components/admin-shell';
import { AdminCataloguePage } from '@/features/admin/pages/catalogue-page';
import { ADMIN_TEXT as T } from '@/features/admin/texts';
import { Logo } from '../layout/logo';
import { useAreaTexts } from '@/i18n/area-texts';

export default function AdminCatalogueRoute() {
  useAreaTexts('admin');
  return (
    <AdminShell brand={<Logo />} title={T.pages.catalogue}>
      <AdminCataloguePage />
    </AdminShell>
  );
}
