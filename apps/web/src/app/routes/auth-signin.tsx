import { SignInPage } from '@/features/accounts/components/sign-in-page';

export default function SignInRoute() {
  return <SignInPage />;
}
