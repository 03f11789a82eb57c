import type { TEvent } from '@tribe/contracts';
import { Bookmark, CalendarSearch, House, Ticket, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from '@/lib/router';
import { BuyButton } from './buy-button';
import { priceSummary } from '../lib/summary';
import { T } from '../texts';

/** Spec section 2: the phone's bottom bar links (a function: the labels are read in the language of the moment). */
const bottomLinks = () =>
  [
    { to: '/', label: T.mobileBar.home, icon: House },
    { to: '/events', label: T.mobileBar.events, icon: CalendarSearch },
    { to: '/profile?tab=tickets', label: T.mobileBar.tickets, icon: Ticket },
    { to: '/saved', label: T.mobileBar.saved, icon: Bookmark },
    { to: '/account', label: T.mobileBar.account, icon: UserRound },
  ] as const;

/** Room under the page for the fixed bars, so the footer's end stays reachable. */
const BODY_PADDING = 'pb-40';

interface MobileBuyBarProps {
  event: TEvent;
  started: boolean;
  ended: boolean;
  /** Its host cancelled it: nothing is sold. */
  cancelled?: boolean;
  onBuy: () => void;
}

/** Phones and tablets: a bottom navigation bar plus a floating buy button above it (spec section 2). */
export function MobileBuyBar({ event, started, ended, cancelled = false, onBuy }: MobileBuyBarProps) {
  useEffect(() => {
    document.body.classList.add(BODY_PADDING);
    return () => document.body.classList.remove(BODY_PADDING);
  }, []);
  const price = priceSummary(event);
  return (
    <>
      <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 px-3 pb-3">
        <div className="mx-auto flex max-w-xl items-center gap-3 rounded-2xl border border-stone-200 bg-white/95 p-2 pl-4 shadow-xl backdrop-blur">
          <div className="min-w-0 flex-1">
            <p className="truncate text-xs text-stone-500">
              {cancelled
                ? T.mobileBar.cancelled
                : ended
                  ? T.mobileBar.ended
                  : started
                    ? T.mobileBar.salesClosed
                    : event.paymentType === 'external'
                      ? T.mobileBar.externalTickets
                      : T.mobileBar.price}
            </p>
            <p className="truncate text-base font-bold text-stone-900">{price ?? T.mobileBar.seeProvider}</p>
          </div>
          <BuyButton
            started={started}
            ended={ended}
            cancelled={cancelled}
            onBuy={onBuy}
            fullWidth={false}
            className="shrink-0 max-[419px]:px-4"
          />
        </div>
      </div>
      <nav
        aria-label={T.mobileBar.navigation}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)]"
      >
        <ul className="mx-auto grid h-16 max-w-xl grid-cols-5">
          {bottomLinks().map(({ to, label, icon: Icon }) => {
            const active = to === '/events';
            return (
              <li key={to}>
                <Link
                  to={to}

                  className={`flex h-full flex-col items-center justify-center gap-1 text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-orange-600 ${active ? 'text-orange-700' : 'text-stone-600 hover:text-stone-900'}`}
                >
                  <Icon className="size-5" aria-hidden="true" />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
