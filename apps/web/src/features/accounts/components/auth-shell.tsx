import { BadgeCheck, CalendarHeart, Smartphone, Ticket, Users, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { pageTitle } from '@/lib/page-title';
import { T } from '../texts';

interface Point {
  icon: LucideIcon;
  title: string;
  text: string;
}

const attendeePoints = (): Point[] => [
  { icon: Ticket, title: T.shell.attendeeTicketsTitle, text: T.shell.attendeeTicketsText },
  { icon: CalendarHeart, title: T.shell.attendeeSavedTitle, text: T.shell.attendeeSavedText },
  { icon: Smartphone, title: T.shell.attendeePayTitle, text: T.shell.attendeePayText },
];

const hostPoints = (): Point[] => [
  { icon: CalendarHeart, title: T.shell.hostPublishTitle, text: T.shell.hostPublishText },
  { icon: Wallet, title: T.shell.hostPaidTitle, text: T.shell.hostPaidText },
  { icon: Users, title: T.shell.hostCrowdTitle, text: T.shell.hostCrowdText },
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
  icon: Icon,
  variant = 'attendee',
  documentTitle,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the card: a sentence and a link to the other way in ("New here? Create an account"). */
  footer?: { text: string; link: string; to: string };
  /** A picture of the step above the form (a key, an envelope). */
  icon?: LucideIcon;
  variant?: 'attendee' | 'host';
  documentTitle: string;
}) {
  const points = variant === 'host' ? hostPoints() : attendeePoints();
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-12 lg:px-8 lg:py-16">
      <title>{pageTitle(documentTitle)}</title>
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_28rem] lg:gap-16">
        <aside
          className="hidden lg:sticky lg:top-24 lg:block"
          aria-label={variant === 'host' ? T.shell.hostingOnTikiti : T.shell.whyAccount}
        >
          <div className="rounded-3xl bg-gradient-to-br from-orange-700 to-orange-900 p-10 text-white shadow-lg shadow-orange-900/20">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold uppercase tracking-wider">
              <BadgeCheck aria-hidden className="size-4" />
              {variant === 'host' ? T.shell.forHosts : T.shell.tikitiAccount}
            </p>
            <p className="mt-6 text-3xl font-bold leading-tight tracking-tight">
              {variant === 'host' ? T.shell.hostPitch : T.shell.attendeePitch}
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
          <div className="mt-6">
            {Icon && (
              <div className="mb-5 flex justify-center" aria-hidden>
                <span className="flex size-16 items-center justify-center rounded-full bg-orange-50 text-orange-700">
                  <Icon className="size-8" />
                </span>
              </div>
            )}
            {children}
          </div>
          {footer && (
            <div className="mt-6 border-t border-stone-100 pt-5 text-center text-sm text-stone-600">
              {footer.text}{' '}
              <Link to={footer.to} className={authLinkClass}>
                {footer.link}
              </Link>
            </div>
          )}
        </section>
      </div>
    </main>
  );
}

/** A text link in the account screens' style. */
export const authLinkClass =
  'font-semibold text-orange-700 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600';
