import type { TCheckoutData, TOrder } from '@tribe/contracts/checkout';
import { useState, type FormEvent } from 'react';
import { Link } from '@/lib/router';
import { Button, buttonClass } from '@/components/ui/button';
import { FormAlert } from '@/components/form/fields';
import { ApiError } from '@/lib/api-client';
import type { TUser } from '@/lib/auth';
import { createOrder, newIdempotencyKey } from '../api/orders';
import { buyerErrors, cleanBuyer, displayPhone, type TBuyerInput } from '../lib/buyer';
import { BACK_TO_EVENT_CODES, checkoutProblem, type TCheckoutProblem } from '../lib/errors';
import { PROMO_T } from '../promo.texts';
import { T } from '../texts';
import { BuyerFields } from './buyer-fields';
import { Panel } from './checkout-shell';

function prefill(user: TUser | null | undefined): TBuyerInput {
  if (!user) return { name: '', email: '', phone: '' };
  return {
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    email: user.email,
    phone: displayPhone(user.phone),
  };
}

/**
 * Step 1: who is buying. "Continue to payment" places the hold (decision 014), with one
 * idempotency key per attempt: a retry after a network error sends the same key, so it can never
 * hold twice; changing a field starts a new attempt.
 */
export function BuyerStep({
  data,
  user,
  eventPath,
  onOrder,
  promoCode = null,
  onPromoRefused,
}: {
  data: TCheckoutData;
  user: TUser | null | undefined;
  eventPath: string;
  onOrder: (order: TOrder) => void;
  /** The promo code applied in the summary, sent with the order (the server prices it again). */
  promoCode?: string | null;
  /** The order was refused for its code (used up meanwhile…): the page takes the code off. */
  onPromoRefused?: (message: string) => void;
}) {
  const [values, setValues] = useState<TBuyerInput>(() => prefill(user));
  const [touchedByUser, setTouchedByUser] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof TBuyerInput, string>>>({});
  const [problem, setProblem] = useState<TCheckoutProblem | null>(null);
  const [pending, setPending] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  // Another code (or none) is a different attempt.
  const [keyForCode, setKeyForCode] = useState(promoCode);
  if (keyForCode !== promoCode) {
    setKeyForCode(promoCode);
    setKey(newIdempotencyKey());
  }

  // The user may arrive after the first render (the session is read in the background).
  const [prefilledFor, setPrefilledFor] = useState(user?.id ?? null);
  if (user && !touchedByUser && prefilledFor !== user.id) {
    setPrefilledFor(user.id);
    setValues(prefill(user));
  }

  const change = (field: keyof TBuyerInput) => (value: string) => {
    setTouchedByUser(true);
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    // Different details are a different attempt.
    setKey(newIdempotencyKey());
  };

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (pending) return;
    const found = buyerErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setProblem(null);
    setPending(true);
    try {
      const { eventDetails, selectedTickets } = data;
      const order = await createOrder({
        eventId: eventDetails.id,
        selectedDate: eventDetails.selectedDate,
        selectedShowTimeId: eventDetails.selectedShowTimeId,
        tickets: selectedTickets.map((t) => ({ ticketTypeId: t.id, quantity: t.quantity, price: t.price })),
        buyer: cleanBuyer(values),
        idempotencyKey: key,
        ...(promoCode ? { promoCode } : {}),
      });
      onOrder(order);
    } catch (err) {
      if (promoCode && err instanceof ApiError && err.code?.startsWith('promo_code_')) {
        const message = err.serverMessage ?? PROMO_T.generic;
        onPromoRefused?.(message);
        setProblem({ key: 'unknown', fields: {}, message: `${message}. ${PROMO_T.removedFromOrder}` });
        return;
      }
      const p = checkoutProblem(err);
      if (p.key === 'validation_failed' && Object.keys(p.fields).length > 0) setErrors(p.fields);
      else setProblem(p);
    } finally {
      setPending(false);
    }
  }

  const backOnly = problem !== null && BACK_TO_EVENT_CODES.has(problem.key);

  return (
    <Panel title={T.stepDetails}>
      <p className="-mt-2 mb-5 text-sm text-stone-600">{T.stepDetailsHint}</p>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-1">
        <BuyerFields
          values={values}
          errors={errors}
          onChange={(field, value) => change(field)(value)}
          disabled={pending}
          phone={{ label: T.phone, hint: T.phoneHint, example: true }}
        />
        {problem && (
          <div className="mb-3 grid gap-3" data-testid="checkout-problem" data-code={problem.key}>
            <FormAlert>{problem.message}</FormAlert>
            {backOnly && (
              <Link to={eventPath} className={buttonClass('outline', 'md', 'w-full')}>
                {T.backToEvent}
              </Link>
            )}
          </div>
        )}
        {!backOnly && (
          <Button type="submit" size="lg" className="mt-1 w-full" disabled={pending} aria-busy={pending}>
            {pending ? T.holdingTickets : problem?.key === 'network' ? T.tryAgain : T.continueToPayment}
          </Button>
        )}
      </form>
    </Panel>
  );
}
