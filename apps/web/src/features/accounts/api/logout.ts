import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@/lib/router';
import { toast } from '@/components/ui/toast';
import { apiPost } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/auth';
import { clearHostDashboardFlag } from '../auth-redirects';
import { T } from '../texts';

/** Spec section 9: after logging out, go home after 500 ms (long enough to see the toast). */
export const LOGOUT_REDIRECT_MS = 500;

/** POST /api/auth/logout. */
export function logout(): Promise<unknown> {
  return apiPost('/api/auth/logout');
}

/**
 * Logs out: on success clears the user (query cache and local storage), says so, and goes to /
 * after 500 ms; on failure shows the destructive toast and keeps the user signed in.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      setCurrentUser(queryClient, null);
      // A dashboard flag left by this session must not bounce the next person to sign in here.
      clearHostDashboardFlag();
      toast({ title: T.menu.loggedOut, description: T.menu.loggedOutText });
      // Not cancelled on unmount: the menu that started the logout disappears with the user.
      window.setTimeout(() => navigate('/'), LOGOUT_REDIRECT_MS);
    },
    onError: () => {
      toast({
        title: T.menu.logoutFailed,
        description: T.menu.logoutFailedText,
        variant: 'destructive',
      });
    },
  });
}
