import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@/lib/router';
import { waitingListEntryPath } from '@tribe/contracts/waiting-list-paths';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { getOffer, offerPaymentPath } from '../api/waiting-list';
import { T } from '../texts';

/**
 * /waiting-list/offers/{token}: the link in the offer's SMS and mail. An open offer goes straight
 * to its order's payment page; a closed one says so in the server's words.
 */
export function OfferPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const [closed, setClosed] = useState<string | null>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    getOffer(token, ctrl.signal).then(
      (entry) => void navigate(offerPaymentPath(entry), { replace: true }),
      (err: unknown) => {
        if (ctrl.signal.aborted) return;
        setClosed(err instanceof ApiError ? (err.serverMessage ?? T.offer.closed) : T.offer.closed);
      },
    );
    return () => ctrl.abort();
  }, [token, navigate]);
  if (!closed) return <PageSpinner />;
  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">{T.offer.closed}</h1>
      <p role="alert" className="mt-3 text-stone-700" data-testid="offer-closed">
        {closed}
      </p>
      <p className="mt-4 text-sm">
        <Link to={waitingListEntryPath(token)} className="font-semibold text-orange-700 hover:underline">
          {T.entry.title}
        </Link>
      </p>
    </main>
  );
}
