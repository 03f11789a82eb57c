import {
  ACCOUNT_NAME_MAX_LENGTH,
  BANK_NAME_MAX_LENGTH,
  HOST_BIO_MAX_LENGTH,
  VENDOR_NAME_MAX_LENGTH,
} from '@tribe/contracts/host-rules';
import { ImageUp, Landmark, Smartphone, Trash2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  ChoiceCards,
  Field,
  focusFirstInvalid,
  FormAlert,
  SubmitButton,
  TextAreaField,
} from '@/components/form/fields';
import { serverProblem } from '@/components/form/server-problem';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { detailsErrors, imageProblem, payoutErrors, type HostDetailsForm, type PayoutForm } from '../rules';
import { HP } from '../texts';

/**
 * The host's details, logo and payout forms, the same in onboarding and on /host/settings: each
 * takes the mutation that saves it (onboarding's steps or the settings' changes), so the fields,
 * checks and words live once.
 */

/** What a form needs of a TanStack mutation. */
export interface TSave<V, R> {
  mutate: (vars: V, options?: { onSuccess?: (data: R) => void }) => void;
  isPending: boolean;
  error: unknown;
}

/** Codes whose message belongs under one field rather than above the buttons. */
const FIELD_OF_CODE = { vendor_name_taken: 'vendorName', password_incorrect: 'password' } as const;
export const problemOf = (err: unknown) => serverProblem(err, FIELD_OF_CODE);

type Details = Required<HostDetailsForm>;

/** Public name, contact phone and email, (on settings) the website, and the bio. */
export function DetailsForm<R>({
  initial,
  withWebsite,
  save,
  submitLabel,
  wide = false,
  onSaved,
}: {
  initial: Details;
  withWebsite: boolean;
  save: TSave<HostDetailsForm, R>;
  submitLabel: string;
  /** A page of its own (onboarding): a full-width button, one column. */
  wide?: boolean;
  /** After saving; what it answers replaces the form (the server's phone form, the website with https://). */
  onSaved?: (result: R) => Details | void;
}) {
  const D = HP.details;
  const [form, setForm] = useState<Details>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Details, string>>>({});
  const problem = problemOf(save.error);
  const set = (k: keyof Details) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    setErrors((old) => ({ ...old, [k]: undefined }));
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const { website, ...rest } = form;
    const body: HostDetailsForm = withWebsite ? form : rest;
    const found = detailsErrors(body);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(e.currentTarget);
    save.mutate(body, {
      onSuccess: (result) => {
        const next = onSaved?.(result);
        if (next) setForm(next);
      },
    });
    void website;
  };
  const fieldError = (k: keyof Details) => errors[k] ?? (problem?.field === k ? problem.message : undefined);
  const field = (k: 'vendorName' | 'phone' | 'email' | 'website', extra: object) => (
    <Field
      label={D[k]}
      name={k}
      value={form[k]}
      onChange={set(k)}
      error={fieldError(k)}
      hint={D[`${k}Hint`]}
      {...extra}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-1">
      {field('vendorName', { autoComplete: 'organization', maxLength: VENDOR_NAME_MAX_LENGTH + 10 })}
      <div className={cn('grid gap-x-4', !wide && 'sm:grid-cols-2')}>
        {field('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
        {field('email', { type: 'email', autoComplete: 'email' })}
      </div>
      {withWebsite && field('website', { type: 'url', inputMode: 'url', autoComplete: 'url' })}
      <TextAreaField
        label={D.bio}
        name="bio"
        value={form.bio}
        onChange={set('bio')}
        error={fieldError('bio')}
        hint={D.bioCount(form.bio.length, HOST_BIO_MAX_LENGTH)}
        maxLength={HOST_BIO_MAX_LENGTH + 50}
      />
      <div className="grid gap-3 pt-1">
        <FormAlert>{problem && !problem.field ? problem.message : null}</FormAlert>
        <SubmitButton pending={save.isPending} className={wide ? 'w-full' : 'w-full sm:w-auto sm:justify-self-start'}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}

/** The logo: what is there, a picker (checked before sending it over a phone connection) and, where it can go, Remove. */
export function LogoPicker<R>({
  logoUrl,
  upload,
  remove,
  onUploaded,
  onRemoved,
  hint,
}: {
  logoUrl: string | null;
  upload: TSave<File, R>;
  remove?: TSave<void, R>;
  onUploaded?: () => void;
  onRemoved?: () => void;
  hint?: string;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const pick = (file: File | undefined) => {
    if (!file) return;
    const p = imageProblem(file);
    setProblem(p);
    if (!p) upload.mutate(file, { onSuccess: () => onUploaded?.() });
  };
  const error = problem ?? problemOf(upload.error ?? remove?.error)?.message ?? null;
  return (
    <div>
      <div className="flex items-center gap-4">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-stone-200 bg-stone-50">
          {logoUrl ? (
            <img src={logoUrl} alt={HP.logo.alt} className="size-full object-cover" />
          ) : (
            <ImageUp className="size-8 text-stone-400" aria-hidden />
          )}
        </div>
        <div className="grid gap-2">
          <label className="inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-900 focus-within:ring-2 focus-within:ring-orange-600 hover:bg-stone-50">
            {upload.isPending && <Spinner className="size-4" label={HP.uploading} />}
            {logoUrl ? HP.logo.change : HP.logo.choose}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              onChange={(e) => {
                pick(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
          {logoUrl && remove && (
            <Button
              variant="ghost"
              size="sm"
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: () => onRemoved?.() })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {HP.logo.remove}
            </Button>
          )}
        </div>
      </div>
      {hint && <p className="mt-3 text-sm text-stone-500">{hint}</p>}
      {error && (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
    </div>
  );
}

const EMPTY_PAYOUT = { phone: '', bankName: '', accountNumber: '', accountName: '', password: '' };

/**
 * Where payouts go: M-Pesa or a bank account. Once one is saved (shown only masked), a change
 * asks for the password. `actions` stand beside the submit button (Back, Cancel).
 */
export function PayoutMethodForm<R>({
  saved,
  save,
  submitLabel,
  onSaved,
  back,
  actions,
}: {
  saved: { method: 'mpesa' | 'bank'; masked: string } | null;
  save: TSave<PayoutForm & { password?: string }, R>;
  submitLabel: string;
  onSaved?: (result: R) => void;
  /** Before the submit button (Back). */
  back?: ReactNode;
  /** After it (Cancel). */
  actions?: ReactNode;
}) {
  const P = HP.payout;
  const [method, setMethod] = useState<'mpesa' | 'bank'>(saved?.method ?? 'mpesa');
  const [f, setF] = useState(EMPTY_PAYOUT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const problem = problemOf(save.error);
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => {
    setF((v) => ({ ...v, [k]: e.target.value }));
    setErrors(({ [k]: _dropped, ...rest }) => rest);
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form: PayoutForm =
      method === 'mpesa'
        ? { method, phone: f.phone }
        : { method, bankName: f.bankName, accountNumber: f.accountNumber, accountName: f.accountName };
    const found = payoutErrors(form);
    if (saved && !f.password) found.password = HP.password.needed;
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(e.currentTarget);
    save.mutate(saved ? { ...form, password: f.password } : form, {
      onSuccess: (result) => {
        setF(EMPTY_PAYOUT);
        onSaved?.(result);
      },
    });
  };
  const fieldError = (k: string) => errors[k] ?? (problem?.field === k ? problem.message : undefined);
  const field = (k: keyof typeof f, label: string, extra: object) => (
    <Field label={label} name={k} value={f[k]} onChange={set(k)} error={fieldError(k)} {...extra} />
  );

  return (
    <form noValidate onSubmit={submit}>
      <ChoiceCards
        legend={P.paidTo}
        name="payout-method"
        value={method}
        onChange={setMethod}
        options={[
          { value: 'mpesa', label: P.mpesa, icon: <Smartphone className="size-5" aria-hidden /> },
          { value: 'bank', label: P.bank, icon: <Landmark className="size-5" aria-hidden /> },
        ]}
      />
      <div className="grid gap-1">
        {method === 'mpesa' ? (
          field('phone', P.mpesaNumber, { type: 'tel', inputMode: 'tel', autoComplete: 'off', hint: P.mpesaHint })
        ) : (
          <>
            {field('bankName', P.bankName, { hint: P.bankNameHint, maxLength: BANK_NAME_MAX_LENGTH })}
            {field('accountNumber', P.accountNumber, { inputMode: 'numeric', autoComplete: 'off' })}
            {field('accountName', P.accountName, { hint: P.accountNameHint, maxLength: ACCOUNT_NAME_MAX_LENGTH })}
          </>
        )}
        {saved && <PasswordConfirm value={f.password} onChange={set('password')} error={fieldError('password')} />}
        <SubmitRow pending={save.isPending} label={submitLabel} problem={problem} back={back} actions={actions} />
      </div>
    </form>
  );
}

/** The password a change to where money goes asks for. */
export function PasswordConfirm({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error: string | undefined;
}) {
  return (
    <Field
      label={HP.password.label}
      name="password"
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={onChange}
      error={error}
      hint={HP.password.hint}
    />
  );
}

/** The form's message, its submit button and what stands beside it. */
export function SubmitRow({
  pending,
  label,
  problem,
  back,
  actions,
}: {
  pending: boolean;
  label: string;
  problem: { field?: string; message: string } | null;
  back?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="grid gap-3 pt-1">
      <FormAlert>{problem && !problem.field ? problem.message : null}</FormAlert>
      <div className="flex flex-wrap gap-3">
        {back}
        <SubmitButton pending={pending} className={back ? 'flex-1' : 'flex-1 sm:flex-none'}>
          {label}
        </SubmitButton>
        {actions}
      </div>
    </div>
  );
}
