import { useQuery } from '@tanstack/react-query';
import { getMyTickets } from '../api/orders';

export const myTicketsQueryKey = ['/api/profile/tickets'] as const;

/** GET /api/profile/tickets: the signed-in person's orders, upcoming and past. Always read fresh. */
export function useMyTickets() {
  return useQuery({
    queryKey: myTicketsQueryKey,
    queryFn: ({ signal }) => getMyTickets(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
