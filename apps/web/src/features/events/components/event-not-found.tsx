import { CalendarX2 } from 'lucide-react';
import { Link, useNavigate } from '@/lib/router';
import { Button, buttonClass } from '@/components/ui/button';
import { UT } from '../unavailable.texts';

/** Spec section 2: a missing event, or one that failed to load, with a 'Back to Home' button. */
export function EventNotFound() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-6 py-16 text-center">
      <div className="flex size-16 items-center justify-center rounded-2xl bg-orange-50 text-orange-700">
        <CalendarX2 className="size-8" aria-hidden="true" />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-stone-900">{UT.notFound.title}</h1>
      <p className="mt-3 text-base text-stone-600">{UT.notFound.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => navigate('/')}>
          {UT.notFound.backHome}
        </Button>
        <Link to="/events" className={buttonClass('outline', 'lg')}>
          {UT.notFound.browse}
        </Link>
      </div>
    </div>
  );
}
