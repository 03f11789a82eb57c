import { ArrowLeft, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { pageTitle } from '@/lib/page-title';
import { T } from '../texts';

/**
 * The frame of every checkout page. The site's header and footer are hidden on /checkout (spec),
 * so each page carries a slim bar of its own: the brand back home, the way back to the event,
 * and a reminder that this is a secure checkout. `brand` is the site's logo, passed in by the
 * route (features do not reach into the app's layout).
 */
export function CheckoutShell({
  brand,
  backTo,
  title,
  children,
  wide = false,
}: {
  brand: ReactNode;
  /** The event page to go back to; no link when null. */
  backTo?: string | null;
  /** The document title. */
  title: string;
  children: ReactNode;
  /** Two columns on wide screens (form and order summary); one narrow column otherwise. */
  wide?: boolean;
}) {
  return (
    <div className="min-h-dvh bg-stone-50">
      <title>{pageTitle(title)}</title>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <div className="flex min-w-0 items-center gap-3">
            {brand}
            {backTo && (
              <Link
                to={backTo}
                className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
              >
                <ArrowLeft className="size-4" aria-hidden="true" />
                {T.backToEvent}
              </Link>
            )}
          </div>
          <p className="inline-flex shrink-0 items-center gap-1.5 text-xs font-medium text-stone-600 sm:text-sm">
            <Lock className="size-4 text-emerald-700" aria-hidden="true" />
            {T.secureCheckout}
          </p>
        </div>
      </header>
      <main className={cn('mx-auto w-full px-4 py-6 sm:px-6 sm:py-10 lg:px-8', wide ? 'max-w-6xl' : 'max-w-2xl')}>
        {children}
      </main>
    </div>
  );
}

/** The two columns of a checkout step: the form, and the order summary (on top on phones, sticky on the right on wide screens). */
export function CheckoutColumns({
  main,
  aside,
  policies,
}: {
  main: ReactNode;
  aside: ReactNode;
  /** The host's refund and entry terms, under the summary (policies-note.tsx). */
  policies?: ReactNode;
}) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
      <div className="min-w-0">{main}</div>
      <aside className="order-first lg:sticky lg:top-6 lg:order-none">
        {aside}
        {policies}
      </aside>
    </div>
  );
}

/** A white card with a heading, the building block of every checkout page. */
export function Panel({ title, children, className }: { title?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={cn('rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6', className)}>
      {title && <h2 className="mb-4 text-lg font-bold tracking-tight text-stone-900">{title}</h2>}
      {children}
    </section>
  );
}

export function CenteredSpinner({ label = T.loading }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" data-testid="checkout-spinner">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
