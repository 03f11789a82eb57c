import { ForgotPasswordPage } from '@/features/accounts/components/forgot-password-page';

export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
