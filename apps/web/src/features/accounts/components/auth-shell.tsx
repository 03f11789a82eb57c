import { BadgeCheck, CalendarHeart, Smartphone, Ticket, Users, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface Point {
  icon: LucideIcon;
  title: string;
  text: string;
}

const ATTENDEE_POINTS: Point[] = [
  { icon: Ticket, title: 'Your tickets in one place', text: 'Every ticket you buy or reserve, ready at the door.' },
  {
    icon: CalendarHeart,
    title: 'Saved events follow you',
    text: 'Keep a list of what you want to go to, on any device.',
  },
  { icon: Smartphone, title: 'Pay your way', text: 'M-Pesa or card, in Kenyan shillings.' },
];

const HOST_POINTS: Point[] = [
  { icon: CalendarHeart, title: 'Publish in minutes', text: 'One-off, recurring or multi-show events, free or paid.' },
  {
    icon: Wallet,
    title: 'Get paid to M-Pesa or bank',
    text: 'Sell with card and M-Pesa; payouts go where you choose.',
  },
  { icon: Users, title: 'Know your crowd', text: 'Attendee lists, team access and ticket checks at the door.' },
];

/**
 * The frame of every account screen: the form in a card, and on wide screens a panel saying what
 * an account is for. The card keeps one width whatever its content, so switching steps or
 * showing an error never moves the page sideways.
 */
export function AuthShell({
  title,
  subtitle,
  children,
  footer,
  variant = 'attendee',
  documentTitle,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  variant?: 'attendee' | 'host';
  documentTitle: string;
}) {
  const points = variant === 'host' ? HOST_POINTS : ATTENDEE_POINTS;
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-12 lg:px-8 lg:py-16">
      <title>{`${documentTitle} · Tikiti`}</title>
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_28rem] lg:gap-16">
        <aside
          className="hidden lg:sticky lg:top-24 lg:block"
          aria-label={variant === 'host' ? 'Hosting on Tikiti' : 'Why an account'}
        >
          <div className="rounded-3xl bg-gradient-to-br from-orange-700 to-orange-900 p-10 text-white shadow-lg shadow-orange-900/20">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold uppercase tracking-wider">
              <BadgeCheck aria-hidden className="size-4" />
              {variant === 'host' ? 'For hosts' : 'Tikiti account'}
            </p>
            <p className="mt-6 text-3xl font-bold leading-tight tracking-tight">
              {variant === 'host'
                ? 'Sell out your next event, from Nairobi to Lamu.'
                : 'Find your next favorite event, and keep it close.'}
            </p>
            <ul className="mt-8 grid gap-6">
              {points.map(({ icon: Icon, title: pointTitle, text }) => (
                <li key={pointTitle} className="flex gap-4">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-white/15">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <span>
                    <span className="block font-semibold">{pointTitle}</span>
                    <span className="block text-sm text-orange-50/90">{text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </aside>
        <section
          aria-labelledby="auth-title"
          className="w-full rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:mx-auto sm:max-w-md sm:p-8 lg:max-w-none"
        >
          <h1 id="auth-title" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {title}
          </h1>
          {subtitle && <div className="mt-2 text-[15px] text-stone-600">{subtitle}</div>}
          <div className="mt-6">{children}</div>
          {footer && (
            <div className="mt-6 border-t border-stone-100 pt-5 text-center text-sm text-stone-600">{footer}</div>
          )}
        </section>
      </div>
    </main>
  );
}

/** A text link in the account screens' style. */
export const authLinkClass =
  'font-semibold text-orange-700 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600';
