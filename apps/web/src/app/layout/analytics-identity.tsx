import { useEffect } from 'react';
import { useUser } from '@/lib/auth';
import { identify } from '@/features/analytics/analytics';
import { useAnalyticsStatus } from '@/features/analytics/use-analytics-status';

/** Ties analytics to the signed-in account (by id only) once both are known; renders nothing. */
export function AnalyticsIdentity() {
  const { data: user, isPending } = useUser();
  const { phase } = useAnalyticsStatus();
  useEffect(() => {
    if (phase === 'ready' && !isPending) identify(user ?? null);
  }, [phase, isPending, user]);
  return null;
}
