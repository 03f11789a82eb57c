import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';

/** Placeholder for screens that later work builds; says so plainly and offers a way back. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-orange-700">Coming soon</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-900">{title}</h1>
      <p className="mt-3 text-stone-600">
        This part of Tikiti is on its way. In the meantime, there are plenty of events to discover.
      </p>
      <Link to="/events" className={buttonClass('primary', 'md', 'mt-6')}>
        Discover events
      </Link>
    </main>
  );
}
