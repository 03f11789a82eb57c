import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { THostMe, THostTeamMember } from '@tribe/contracts/host-area';
import type { THostInvitationInput } from '@tribe/contracts/host-area.schema';
import { HOST_QUERY_ROOT, hostGet, hostSend, storeActingHostId } from '@/lib/host-api';
import { hostMeQueryKey } from './host-me';

export const hostTeamKey = [HOST_QUERY_ROOT, 'team'] as const;

/** GET /api/host/team: the owner, the members and the open invitations. */
export function useHostTeam() {
  return useQuery({
    queryKey: hostTeamKey,
    queryFn: ({ signal }) => hostGet<THostTeamMember[]>('/api/host/team', signal),
    staleTime: 15_000,
  });
}

/** The invitation the form sends (a type only: no zod in the browser). */
export type TInvitationBody = Required<THostInvitationInput>;

function useTeamMutation<TVars>(fn: (vars: TVars) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: hostTeamKey }),
  });
}

/**
 * POST /api/host/team/invitations: mails a link that works for that address for a few days.
 * Sending it again for an open invitation is how an invitation is resent (a new link).
 */
export const useInviteMember = () =>
  useTeamMutation((body: TInvitationBody) => hostSend<unknown>('POST', '/api/host/team/invitations', body));

/** PATCH /api/host/team/{id}: a new role (and, for a scanner, its events). */
export const useUpdateMember = () =>
  useTeamMutation(({ id, role, eventIds }: { id: number; role: 'manager' | 'scanner'; eventIds: number[] }) =>
    hostSend<unknown>('PATCH', `/api/host/team/${id}`, { role, eventIds }),
  );

/** DELETE /api/host/team/{id}: removes a member or withdraws an invitation (never the owner). */
export const useRemoveMember = () =>
  useTeamMutation((id: number) => hostSend<unknown>('DELETE', `/api/host/team/${id}`));

/**
 * POST /api/host/team/join: accepts an invitation for the signed-in person; answers what
 * /api/host/me would, acting for the host just joined, which the person then acts for (every
 * host query reloads).
 */
export function useJoinTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => hostSend<THostMe>('POST', '/api/host/team/join', { token }),
    onSuccess: (me) => {
      storeActingHostId(me.active.hostId);
      void queryClient.resetQueries({ queryKey: [HOST_QUERY_ROOT] });
      queryClient.setQueryData(hostMeQueryKey, me);
    },
  });
}
