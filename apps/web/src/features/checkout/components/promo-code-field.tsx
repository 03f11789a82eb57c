import type { TPromoCheck } from '@tribe/contracts/promo-codes';
import { Check, TicketPercent, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/form/input-class';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { checkPromoCode } from '../api/promo';
import { PROMO_T } from '../promo.texts';

/**
 * "Have a promo code?" on the payment page's first step: a link that opens a code field with
 * Apply. The server checks the code against these tickets and answers the discount and the new
 * totals (or why not, in words); the applied code is then sent with the order, which the server
 * prices again from scratch.
 */
export function PromoCodeField({
  eventId,
  tickets,
  applied,
  onApplied,
  notice,
  disabled = false,
}: {
  eventId: number | string;
  tickets: readonly { id: number; quantity: number }[];
  applied: TPromoCheck | null;
  onApplied: (check: TPromoCheck | null) => void;
  /** Why the code was taken off (the order refused it), shown under the field. */
  notice?: string | null;
  disabled?: boolean;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(Boolean(notice));
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A refused order's code comes back as a notice: the field opens to show it.
  const [noticeShown, setNoticeShown] = useState<string | null>(null);
  if (notice && notice !== noticeShown) {
    setNoticeShown(notice);
    setOpen(true);
    setError(notice);
  }

  async function apply(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    const code = value.trim();
    if (!code) {
      setError(PROMO_T.empty);
      inputRef.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      const check = await checkPromoCode(eventId, {
        code,
        tickets: tickets.map((t) => ({ id: t.id, quantity: t.quantity })),
      });
      onApplied(check);
      setValue('');
    } catch (err) {
      setError(
        !(err instanceof ApiError)
          ? PROMO_T.network
          : err.status >= 500
            ? PROMO_T.generic
            : err.code === 'validation_failed'
              ? PROMO_T.generic
              : (err.serverMessage ?? PROMO_T.generic),
      );
      inputRef.current?.focus();
    } finally {
      setPending(false);
    }
  }

  if (applied) {
    return (
      <div
        className="flex items-center justify-between gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-3 py-2"
        data-testid="promo-applied"
      >
        <p className="flex min-w-0 items-center gap-2 text-sm text-emerald-900">
          <Check aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0">
            <span className="font-mono font-semibold">{applied.code}</span>{' '}
            <span>{PROMO_T.saved(applied.discount)}</span>
          </span>
        </p>
        <button
          type="button"
          onClick={() => onApplied(null)}
          disabled={disabled}
          aria-label={PROMO_T.removeCode(applied.code)}
          className="shrink-0 rounded-lg px-2 py-1 text-sm font-semibold text-emerald-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600 disabled:opacity-60"
        >
          {PROMO_T.remove}
        </button>
      </div>
    );
  }

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
        disabled={disabled}
        className="inline-flex items-center gap-1.5 rounded-lg py-1 text-sm font-semibold text-orange-800 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
      >
        <TicketPercent aria-hidden="true" className="size-4" />
        {PROMO_T.haveCode}
      </button>
    );
  }

  return (
    <form noValidate onSubmit={(e) => void apply(e)} data-testid="promo-form">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {PROMO_T.label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          ref={inputRef}
          id={id}
          value={value}
          onChange={(e) => {
            setValue(e.target.value.toUpperCase().replace(/\s/g, ''));
            setError(null);
          }}
          placeholder={PROMO_T.placeholder}
          maxLength={32}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={pending || disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-msg`}
          className={cn(
            inputClass,
            'h-11 min-w-0 flex-1 font-mono tracking-wide',
            error ? 'border-red-600' : 'border-stone-300',
          )}
        />
        <Button type="submit" variant="outline" disabled={pending || disabled} aria-busy={pending}>
          {pending ? PROMO_T.applying : PROMO_T.apply}
        </Button>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            setError(null);
            setValue('');
          }}
          aria-label={PROMO_T.closeField}
          className="shrink-0 rounded-full p-2.5 text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p
        id={`${id}-msg`}
        role={error ? 'alert' : undefined}
        className={cn('mt-1 min-h-5 text-sm', error ? 'font-medium text-red-700' : 'text-stone-500')}
      >
        {error}
      </p>
    </form>
  );
}
