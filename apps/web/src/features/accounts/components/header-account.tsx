import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '../api/get-me';
import { UserMenu } from './user-menu';

/** Right side of the top nav: a spinner while loading, Login when signed out, else the user menu. */
export function HeaderAccount() {
  const { data: user, isPending } = useUser();
  if (isPending) {
    return (
      <span className="inline-flex size-10 items-center justify-center" data-testid="auth-loading">
        <Spinner className="size-5" label="Checking your account" />
      </span>
    );
  }
  if (!user) {
    return (
      <Link to="/auth/signin" className={buttonClass('primary', 'sm', 'px-5')}>
        Login
      </Link>
    );
  }
  return <UserMenu user={user} />;
}
