import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { useUser } from '@/lib/auth';
import { signedInAuthPageDestination } from '../auth-redirects';
import { returnToFrom } from '../return-to';

/**
 * Sends on someone who opens the sign-in or sign-up screen while already signed in. Decided once,
 * when the user first becomes known: signing in on this screen is the form's business (it sends
 * the person on itself, after the host-status check), so a user appearing later is left alone.
 */
export function useSignedInRedirect(): void {
  const { data: user, isPending } = useUser();
  const { search } = useLocation();
  const navigate = useNavigate();
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current || isPending) return;
    decided.current = true;
    if (user) navigate(signedInAuthPageDestination(user, search, returnToFrom(search)), { replace: true });
  }, [isPending, user, search, navigate]);
}
