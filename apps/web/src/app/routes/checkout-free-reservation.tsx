import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from '@/lib/router';
import { toast } from '@/components/ui/toast';
import { FreeReservationPage } from '@/features/checkout/free-reservation/free-reservation-page';
import { readCheckoutData } from '@/features/checkout/lib/storage';
import { T } from '@/features/checkout/texts';
import { useAvailability } from '@/features/events/api/get-availability';
import { useEvent } from '@/features/events/api/get-event';
import { dateOptions, hasDateStep, oneOffOption } from '@/features/events/lib/occurrences';
import { useNow } from '@/features/events/lib/use-now';
import { Logo } from '../layout/logo';

/**
 * /checkout/free-reservation: puts the checkout page together with the events feature's event
 * query, places left and date rules (features do not import each other). Without stored checkout
 * data it sends the visitor to /events with a message.
 */
export default function Route() {
  const navigate = useNavigate();
  const [checkout] = useState(readCheckoutData);
  useEffect(() => {
    if (checkout) return;
    toast({ title: T.staleCheckout, variant: 'destructive' });
    navigate('/events', { replace: true });
  }, [checkout, navigate]);
  if (!checkout) return null;
  return <Loaded checkout={checkout} />;
}

function Loaded({ checkout }: { checkout: NonNullable<ReturnType<typeof readCheckoutData>> }) {
  const id = String(checkout.eventDetails.id);
  const event = useEvent(id);
  const availability = useAvailability(checkout.eventDetails.id);
  const now = useNow();
  const dates = useMemo(() => {
    if (!event.data) return [];
    return hasDateStep(event.data) ? dateOptions(event.data, now) : [oneOffOption(event.data)];
  }, [event.data, now]);
  return (
    <FreeReservationPage
      checkout={checkout}
      event={event.data}
      eventFailed={event.isError}
      onRetryEvent={() => void event.refetch()}
      dates={dates}
      availability={availability.data}
      brand={<Logo />}
    />
  );
}
