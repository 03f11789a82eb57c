import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { deviceSavedEventsStore, savedEventsStore } from '@/features/discovery/saved-events';
import { savedEventsQueryKey, useAccountSavedEvents } from '@/features/profile/api/profile';
import { createAccountSavedEventsStore, mergeIntoAccount } from '@/features/profile/account-saved-events';
import { useUser } from '@/lib/auth';

/**
 * Where saved events live: on the device for a signed-out visitor; on the account while someone
 * is signed in. At sign-in the device's saves are merged into the account and then cleared from
 * the device, so the next person on a shared phone does not see them. The hearts then read the
 * account's list (GET /api/profile/saved-events), rebuilt whenever that list is refetched, so a
 * removal on the profile page shows on the cards too. If the account cannot be reached, saving
 * stays on the device and the merge is tried again on the next load. The merge's answer wins over
 * a list read while it was under way.
 */
export function AccountSavedEvents() {
  const { data: user } = useUser();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const [mergedFor, setMergedFor] = useState<number | null>(null);
  const { data } = useAccountSavedEvents(userId !== null && mergedFor === userId);

  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    const deviceIds = deviceSavedEventsStore.list().map((e) => e.id);
    mergeIntoAccount(deviceIds)
      .then(async (events) => {
        // A page may have asked for the account's list while the merge was under way (the
        // profile's Saved tab does, at once): that answer was read before the merge and would
        // land over this one, showing the list without the device's saves. Drop it first.
        await queryClient.cancelQueries({ queryKey: savedEventsQueryKey });
        if (cancelled) return;
        queryClient.setQueryData(savedEventsQueryKey, { events });
        for (const id of deviceIds) deviceSavedEventsStore.remove(id);
        setMergedFor(userId);
      })
      .catch((err: unknown) => console.warn('Saved events stay on this device for now', err));
    return () => {
      cancelled = true;
    };
  }, [userId, queryClient]);

  useEffect(() => {
    if (userId === null || mergedFor !== userId || !data) {
      savedEventsStore.use(null);
      return;
    }
    savedEventsStore.use(
      createAccountSavedEventsStore(data.events, undefined, () => {
        void queryClient.invalidateQueries({ queryKey: savedEventsQueryKey });
      }),
    );
  }, [userId, mergedFor, data, queryClient]);

  return null;
}
