import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { LoadError, Panel } from '@/components/page/page-states';
import { PageSpinner } from '@/components/ui/spinner';
import { Button, buttonClass } from '@/components/ui/button';
import { cardDate } from '@/i18n/format';
import { ApiError } from '@/lib/api-client';
import { entryQuery, leaveWaitlist, offerPaymentPath, useWaitlistEntry } from '../api/waiting-list';
import { T } from '../texts';

/** /waiting-list/{token}: a fan's place in line, any open offer with its payment link, and leaving. */
export function EntryPage({ token }: { token: string }) {
  const query = useWaitlistEntry(token);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <main className="mx-auto max-w-lg px-4 py-10">
        {notFound ? <p role="alert">{T.entry.notFound}</p> : <LoadError onRetry={() => void query.refetch()} />}
      </main>
    );
  }
  const entry = query.data;
  const leave = async () => {
    setBusy(true);
    try {
      queryClient.setQueryData(entryQuery(token).queryKey, await leaveWaitlist(token));
    } finally {
      setBusy(false);
    }
  };
  const active = entry.status === 'waiting' || entry.status === 'offered';
  return (
    <main className="mx-auto max-w-lg px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{T.entry.title}</h1>
      <Panel className="mt-6">
        <p className="font-semibold text-stone-900">{entry.eventName}</p>
        <p className="text-sm text-stone-600">
          {T.entry.tickets(entry.quantity, entry.ticketTypeName)}
          {entry.startsAt ? ` · ${cardDate(entry.startsAt)}` : ''}
        </p>
        <div className="mt-5" data-testid="waitlist-status" data-status={entry.status}>
          {entry.status === 'waiting' && (
            <>
              <p className="text-xl font-bold text-orange-800">{T.entry.position(entry.position ?? 1)}</p>
              <p className="mt-2 text-stone-700">{T.entry.waiting}</p>
            </>
          )}
          {entry.status === 'offered' && entry.offer && (
            <>
              <p className="font-semibold text-stone-900">
                {T.entry.offered(entry.quantity, cardDate(entry.offer.expiresAt))}
              </p>
              <Link to={offerPaymentPath(entry)} className={buttonClass('primary', 'lg', 'mt-4 w-full')}>
                {T.entry.pay}
              </Link>
            </>
          )}
          {entry.status === 'taken' && <p className="text-stone-700">{T.entry.taken}</p>}
          {entry.status === 'lapsed' && <p className="text-stone-700">{T.entry.lapsed}</p>}
          {entry.status === 'left' && <p className="text-stone-700">{T.entry.left}</p>}
        </div>
        {active && (
          <Button variant="outline" className="mt-6 w-full" disabled={busy} onClick={() => void leave()}>
            {T.entry.leave}
          </Button>
        )}
      </Panel>
      <p className="mt-4 text-sm">
        <Link
          to={`/events/${encodeURIComponent(entry.eventExternalId)}`}
          className="font-semibold text-orange-700 hover:underline"
        >
          {T.entry.eventLink}
        </Link>
      </p>
    </main>
  );
}
