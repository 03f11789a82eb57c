import type { TEvent } from '@tribe/contracts';
import { ShieldAlert } from 'lucide-react';
import { Link } from '@/lib/router';
import { buttonClass } from '@/components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';
import { AllEventsLink } from './all-events-link';
import { UT } from '../unavailable.texts';

/**
 * The page of an event an admin took down (`taken-down`), or of an event whose host an admin
 * suspended (`sales-off`): it says so in words, and offers nothing to buy.
 */
export function EventTakenDown({ event, why }: { event: TEvent; why: 'taken-down' | 'sales-off' }) {
  const [title, text] =
    why === 'taken-down' ? [UT.takenDownTitle, UT.takenDownText] : [UT.salesOffTitle, UT.salesOffText];
  useDocumentTitle(`${event.title} | Tikiti`);
  return (
    <main id="main-content" className="mx-auto max-w-3xl px-4 pb-16 pt-4 sm:pt-6">
      <AllEventsLink />
      <h1 className="mt-6 text-3xl font-bold leading-tight tracking-tight text-stone-900 sm:text-4xl">{event.title}</h1>
      <div
        role="status"
        data-testid={why === 'taken-down' ? 'event-taken-down' : 'event-sales-off'}
        className="mt-6 flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
      >
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div>
          <p className="text-lg font-semibold">{title}</p>
          <p className="mt-1">{text}</p>
        </div>
      </div>
      <Link to="/events" className={buttonClass('primary', 'md', 'mt-8')}>
        {UT.browse}
      </Link>
    </main>
  );
}
