import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Gift } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button, buttonClass } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { pageTitle } from '@/lib/page-title';
import { acceptTransfer, getTransferOffer } from '../api/transfers';
import { orderWhen } from '../lib/when';
import { MT } from './texts';
import { myTicketsQueryKey } from './use-my-tickets';

/**
 * /transfers/{token}: the link a friend gets by SMS or mail (decision 051). It says who sent what;
 * signed out, it leads to sign-in or sign-up and back; signed in, "Accept tickets" re-issues them
 * to this account, and My tickets has them.
 */
export function TransferPage({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const { data: user, isPending: userPending } = useUser();
  const offer = useQuery({
    queryKey: ['/api/transfers', token],
    queryFn: ({ signal }) => getTransferOffer(token, signal),
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => acceptTransfer(token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myTicketsQueryKey }),
  });
  if (offer.isPending || userPending) return <PageSpinner />;
  const returnTo = encodeURIComponent(`/transfers/${token}`);
  const error = accept.error
    ? accept.error instanceof ApiError
      ? (accept.error.problem ?? MT.unknown)
      : MT.network
    : null;

  return (
    <main className="px-4 py-10">
      <title>{pageTitle(MT.transfer.acceptTitle)}</title>
      <div className="mx-auto max-w-md rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-8">
        {offer.isError || !offer.data ? (
          <>
            <Gift aria-hidden="true" className="mx-auto size-10 text-stone-400" />
            <h1 className="mt-3 text-xl font-bold text-stone-900">{MT.transfer.acceptTitle}</h1>
            <p role="alert" className="mt-2 text-stone-700">
              {MT.transfer.linkBroken}
            </p>
          </>
        ) : accept.data ? (
          <>
            <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-emerald-700" />
            <h1 className="mt-3 text-xl font-bold text-stone-900">{MT.transfer.accepted}</h1>
            <p className="mt-1 text-stone-600">{MT.transfer.acceptedText}</p>
            <Link to="/profile?tab=tickets" className={buttonClass('primary', 'md', 'mt-6')}>
              {MT.transfer.openMyTickets}
            </Link>
          </>
        ) : (
          <>
            <Gift aria-hidden="true" className="mx-auto size-10 text-orange-700" />
            <h1 className="mt-3 text-xl font-bold text-stone-900">{MT.transfer.acceptTitle}</h1>
            <p className="mt-2 text-stone-800">
              {MT.transfer.acceptIntro(offer.data.fromName, offer.data.tickets.length, offer.data.event.title)}
            </p>
            <p className="mt-1 text-sm text-stone-600">
              {orderWhen({
                event: { ...offer.data.event, externalId: '', address: null },
                occurrence: {
                  key: 'single',
                  date: null,
                  showTimeId: null,
                  startsAt: offer.data.occurrenceStartsAt,
                  endsAt: null,
                },
              }) ?? MT.dateNotSet}
            </p>
            {!offer.data.open ? (
              <p role="alert" className="mt-4 rounded-xl bg-stone-100 px-3 py-2 text-sm text-stone-800">
                {offer.data.status === 'pending' ? MT.transfer.notOpen.lapsed : MT.transfer.notOpen[offer.data.status]}
              </p>
            ) : !user ? (
              <>
                <p className="mt-4 text-stone-600">
                  {offer.data.toEmail ? MT.transfer.acceptEmailHint(offer.data.toEmail) : MT.transfer.signInToAccept}
                </p>
                <div className="mt-6 flex flex-col gap-2">
                  <Link to={`/auth/signin?returnTo=${returnTo}`} className={buttonClass('primary', 'md')}>
                    {MT.transfer.signIn}
                  </Link>
                  <Link to={`/auth/signup?returnTo=${returnTo}`} className={buttonClass('outline', 'md')}>
                    {MT.transfer.signUp}
                  </Link>
                </div>
              </>
            ) : (
              <>
                <p className="mt-4 text-stone-600">{MT.transfer.acceptHow}</p>
                {error && (
                  <p role="alert" className="mt-4 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
                    {error}
                  </p>
                )}
                <Button className="mt-6 w-full" onClick={() => accept.mutate()} disabled={accept.isPending}>
                  {accept.isPending ? MT.transfer.accepting : MT.transfer.accept}
                </Button>
              </>
            )}
          </>
        )}
      </div>
    </main>
  );
}
