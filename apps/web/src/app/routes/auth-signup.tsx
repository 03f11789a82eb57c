import { SignUpPage } from '@/features/accounts/components/sign-up-page';

export default function SignUpRoute() {
  return <SignUpPage />;
}
