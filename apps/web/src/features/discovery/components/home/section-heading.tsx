import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { T } from '../../home.texts';

/** A home section's title row: heading, optional subtitle, optional 'View all' style link. */
export function SectionHeading({
  id,
  title,
  subtitle,
  link,
}: {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  link?: { to: string; label: string };
}) {
  return (
    <div className="flex items-end justify-between gap-4">
      <div>
        <h2 id={id} className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {title}
        </h2>
        {subtitle && <p className="mt-1 text-stone-600">{subtitle}</p>}
      </div>
      {link && (
        <Link
          to={link.to}
          className="inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-orange-800 hover:text-orange-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
        >
          {link.label}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      )}
    </div>
  );
}

/** Friendly message when a list could not load ('We couldn't load events.'), with a retry. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center">
      <p className="font-semibold text-stone-900">{title}</p>
      <p className="mt-1 text-sm text-stone-600">{T.loadError.checkConnection}</p>
      <Button variant="outline" size="sm" onClick={onRetry} className="mt-4">
        {T.loadError.tryAgain}
      </Button>
    </div>
  );
}
