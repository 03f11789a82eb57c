import { AdminLoginPage } from '@/features/admin/pages/login-page';
import { useAreaTexts } from '@/i18n/area-texts';

export default function AdminLoginRoute() {
  useAreaTexts('admin');
  return <AdminLoginPage />;
}
