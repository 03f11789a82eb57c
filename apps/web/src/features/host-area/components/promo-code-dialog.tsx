import type { THostPromoCodes, TPromoCode, TPromoDiscountType } from '@tribe/contracts/promo-codes';
import { resolveTimeZone } from '@tribe/contracts/dates';
import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/form/fields';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSavePromoCode } from '../api/promo-codes';
import { statusOf } from '@/lib/host-api';
import {
  emptyPromoForm,
  promoBodyOf,
  promoFormErrors,
  promoFormOf,
  promoServerFieldErrors,
  type TPromoCodeErrors,
  type TPromoCodeForm,
} from '../lib/promo-code-form';
import { PT } from '../promo-codes.texts';
import { FormDialog } from './form-dialog';

/**
 * Create or edit one promo code: the code, percent or fixed amount, the ticket types it applies
 * to, a limit of uses and an optional window. A code that orders carry keeps its code, discount
 * and ticket types (the server refuses a change); only its limit and dates are editable here.
 */
export function PromoCodeDialog({
  eventId,
  timeZone,
  ticketTypes,
  code,
  onClose,
}: {
  eventId: number;
  timeZone: string | null;
  ticketTypes: THostPromoCodes['ticketTypes'];
  /** The code to edit; null: a new one. */
  code: TPromoCode | null;
  onClose: () => void;
}) {
  const [form, setForm] = useState<TPromoCodeForm>(() => (code ? promoFormOf(code, timeZone) : emptyPromoForm()));
  const [errors, setErrors] = useState<TPromoCodeErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSavePromoCode(eventId);
  const locked = code?.onOrders ?? false;
  const zone = resolveTimeZone(timeZone);
  // Ticket types no longer sold stay listed only when the code names them.
  const choosable = ticketTypes.filter((t) => !t.archived || form.ticketTypeIds.includes(t.id));

  const set = <K extends keyof TPromoCodeForm>(key: K, value: TPromoCodeForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setProblem(null);
  };
  /** A text field's value, its onChange and its problem. */
  const field = (key: 'discountValue' | 'maxUses' | 'startsAt' | 'endsAt') => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    error: errors[key],
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const found = promoFormErrors(form, timeZone);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    save.mutate(
      { codeId: code?.id ?? null, body: promoBodyOf(form, timeZone) },
      {
        onSuccess: (saved) => {
          onClose();
          toast({ title: code ? PT.saved(saved.code) : PT.created(saved.code) });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'promo_code_taken') {
            setErrors({ code: err.serverMessage ?? PT.errors.generic });
            return;
          }
          if (err instanceof ApiError && err.code === 'validation_failed') {
            const fields = promoServerFieldErrors(err);
            if (Object.keys(fields).length) {
              setErrors(fields);
              return;
            }
          }
          setProblem(
            statusOf(err) === 0
              ? PT.errors.network
              : err instanceof ApiError && err.status < 500
                ? (err.serverMessage ?? PT.errors.generic)
                : PT.errors.generic,
          );
        },
      },
    );
  };

  const valueIsPercent = form.discountType === 'percent';
  const toggleType = (id: number, on: boolean) =>
    set('ticketTypeIds', on ? [...form.ticketTypeIds, id] : form.ticketTypeIds.filter((x) => x !== id));

  return (
    <FormDialog
      title={code ? PT.editTitle(code.code) : PT.createTitle}
      text={PT.dialogText}
      closeLabel={PT.close}
      busy={save.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
      placement="sm:top-[6vh] sm:max-h-[88vh]"
      actions={{
        cancelLabel: PT.cancel,
        onCancel: onClose,
        cancelDisabled: save.isPending,
        submitLabel: save.isPending ? PT.saving : code ? PT.save : PT.create,
        submitDisabled: save.isPending,
        submitBusy: save.isPending,
      }}
    >
      {locked && (
        <p className="mb-4 flex gap-2 rounded-xl bg-amber-50 px-3 py-3 text-sm text-amber-900">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {PT.lockedNote}
        </p>
      )}
      <Field
        label={PT.code}
        value={form.code}
        onChange={(e) => set('code', e.target.value.toUpperCase().replace(/\s/g, ''))}
        error={errors.code}
        hint={PT.codeHint}
        maxLength={32}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        disabled={locked}
        className="[&_input]:font-mono [&_input]:tracking-wide"
      />
      <fieldset className="mb-3" disabled={locked}>
        <legend className="mb-2 text-sm font-semibold text-stone-800">{PT.discountType}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(
            [
              ['percent', PT.percent, PT.percentHint],
              ['amount', PT.amount, PT.amountHint],
            ] as [TPromoDiscountType, string, string][]
          ).map(([value, label, hint]) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer gap-2.5 rounded-xl border p-3 has-[:disabled]:cursor-not-allowed has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-orange-600',
                form.discountType === value
                  ? 'border-orange-600 bg-orange-50'
                  : 'border-stone-300 bg-white hover:bg-stone-50',
              )}
            >
              <input
                type="radio"
                name="discountType"
                value={value}
                checked={form.discountType === value}
                onChange={() => set('discountType', value)}
                className="mt-1 size-4 accent-orange-700"
              />
              <span>
                <span className="block font-semibold text-stone-900">{label}</span>
                <span className="block text-xs text-stone-600">{hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label={valueIsPercent ? PT.percentValue : PT.amountValue}
        type="number"
        inputMode="numeric"
        min={1}
        max={valueIsPercent ? 100 : undefined}
        step={1}
        {...field('discountValue')}
        hint={valueIsPercent ? PT.percentValueHint : PT.amountValueHint}
        disabled={locked}
        className="sm:max-w-[14rem]"
      />
      <fieldset className="mb-4" disabled={locked}>
        <legend className="mb-2 text-sm font-semibold text-stone-800">{PT.appliesTo}</legend>
        {choosable.length === 0 ? (
          <p className="text-sm text-stone-600">{PT.noTypes}</p>
        ) : (
          <div className="grid gap-2">
            <label className="flex cursor-pointer items-center gap-3">
              <input
                type="radio"
                name="appliesTo"
                checked={form.allTypes}
                onChange={() => set('allTypes', true)}
                className="size-4 accent-orange-700"
              />
              <span className="text-stone-900">{PT.allTypes}</span>
            </label>
            <label className="flex cursor-pointer items-center gap-3">
              <input
                type="radio"
                name="appliesTo"
                checked={!form.allTypes}
                onChange={() => set('allTypes', false)}
                className="size-4 accent-orange-700"
              />
              <span className="text-stone-900">{PT.chooseTypes}</span>
            </label>
            {!form.allTypes && (
              <div className="ml-7 grid gap-2 rounded-xl border border-stone-200 p-3">
                {choosable.map((t) => (
                  <label key={t.id} className="flex cursor-pointer items-center gap-3">
                    <input
                      type="checkbox"
                      checked={form.ticketTypeIds.includes(t.id)}
                      onChange={(e) => toggleType(t.id, e.target.checked)}
                      className="size-4 accent-orange-700"
                    />
                    <span className="text-sm text-stone-900">{t.archived ? PT.archivedType(t.name) : t.name}</span>
                  </label>
                ))}
              </div>
            )}
            {errors.ticketTypeIds && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {errors.ticketTypeIds}
              </p>
            )}
          </div>
        )}
      </fieldset>
      <Field
        label={PT.maxUses}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        {...field('maxUses')}
        hint={PT.maxUsesHint}
        className="sm:max-w-[14rem]"
      />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Field label={PT.startsAt} type="datetime-local" {...field('startsAt')} />
        <Field label={PT.endsAt} type="datetime-local" {...field('endsAt')} />
      </div>
      <p className="-mt-1 mb-3 text-sm text-stone-500">{PT.windowHint(zone)}</p>
      {problem && (
        <p role="alert" className="mb-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
    </FormDialog>
  );
}
