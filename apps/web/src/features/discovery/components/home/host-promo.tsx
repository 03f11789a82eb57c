import { ArrowRight, QrCode, Smartphone, Ticket } from 'lucide-react';
import { Link } from '@/lib/router';
import { buttonClass } from '@/components/ui/button';
import { T } from '../../home.texts';

/** Built while rendering, so the words follow the active language. */
const perks = () => [
  { icon: Ticket, text: T.hostPromo.perkTickets },
  { icon: Smartphone, text: T.hostPromo.perkPayments },
  { icon: QrCode, text: T.hostPromo.perkScan },
];

/** "Planning an event?" promo linking to /host (spec section 2). */
export function HostPromo() {
  return (
    <section
      data-section="host-promo"
      aria-labelledby="host-promo-title"
      className="mx-auto max-w-7xl px-4 pt-14 lg:px-8 lg:pt-20"
    >
      <div className="relative overflow-hidden rounded-3xl bg-stone-900 px-6 py-10 text-white sm:px-10 lg:flex lg:items-center lg:justify-between lg:gap-10 lg:px-14 lg:py-14">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 -right-16 size-72 rounded-full bg-orange-600/30 blur-3xl"
        />
        <div className="relative max-w-xl">
          <p className="text-sm font-semibold tracking-wide text-orange-300 uppercase">{T.hostPromo.eyebrow}</p>
          <h2 id="host-promo-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {T.hostPromo.title}
          </h2>
          <p className="mt-3 text-stone-300">{T.hostPromo.text}</p>
          <ul className="mt-6 space-y-3">
            {perks().map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-stone-100">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-white/10">
                  <Icon aria-hidden className="size-4 text-orange-300" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative mt-8 lg:mt-0">
          <Link to="/host" className={buttonClass('primary', 'lg', 'w-full sm:w-auto')} data-testid="host-promo-link">
            {T.hostPromo.start}
            <ArrowRight aria-hidden className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
