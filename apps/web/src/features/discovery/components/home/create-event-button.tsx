import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from '@/lib/router';
import { buttonClass } from '@/components/ui/button';
import { meQuery, useUser } from '@/lib/auth';
import { useHydrated } from '@/lib/use-hydrated';
import { fetchHostStatus } from '../../api/get-host-status';
import { createEventPath } from '../../create-event-path';
import { T } from '../../home.texts';

/**
 * Create Event (spec section 4). A real link for visitors (signup as host); for signed-in people
 * the destination needs the host-status answer, so the click resolves it first.
 */
export function CreateEventButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user, status } = useUser();
  const [busy, setBusy] = useState(false);

  // The server's page is a visitor's (it knows nobody): hydrated as such, then filled in.
  const hydrated = useHydrated();
  const href = hydrated && status === 'success' && user ? '/host/onboarding' : '/auth/signup?type=host';

  const onClick = async (e: MouseEvent<HTMLAnchorElement>) => {
    // Visitors follow the link as is; nothing to ask the server.
    if (status === 'error' || (status === 'success' && !user)) return;
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const me = status === 'success' ? user : await queryClient.fetchQuery(meQuery).catch(() => null);
      navigate(await createEventPath(me, fetchHostStatus));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Link
      to={href}
      onClick={onClick}
      aria-busy={busy || undefined}
      className={buttonClass('outline', 'lg', className)}
      data-testid="create-event-button"
    >
      <Plus aria-hidden className="hidden size-5 sm:block" />
      {T.createEvent}
    </Link>
  );
}
