import { AdminLoginPage } from '@/features/admin/pages/login-page';

export default function AdminLoginRoute() {
  return <AdminLoginPage />;
}
