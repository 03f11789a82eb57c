import {
  ACCOUNT_NAME_MAX_LENGTH,
  BANK_NAME_MAX_LENGTH,
  LEGAL_NAME_MAX_LENGTH,
  type FormErrors,
  type IdentityForm,
  type PayoutForm,
  type TIdDocumentType,
} from '@tribe/contracts/host-rules';
import type { THostSettings } from '@tribe/contracts/host-settings';
import { BadgeCheck, Landmark, Smartphone } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/form/fields';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useSaveIdentity, useSavePayoutMethod } from '../api/settings';
import { identityProblems, payoutProblems } from '../lib/settings-rules';
import { maskedIdText, ST } from '../settings.texts';
import { Panel } from '@/components/page/page-states';
import { focusFirstInvalid, serverProblem } from './settings-form-helpers';

/** Two or three large radio choices with an icon each (M-Pesa or bank; national ID or passport). */
function Choice<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: V;
  options: readonly { value: V; label: string; icon?: ReactNode }[];
  onChange: (v: V) => void;
}) {
  return (
    <fieldset className="mb-4">
      <legend className="text-sm font-semibold text-stone-800">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-3">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border px-4 py-3 text-sm font-semibold focus-within:ring-2 focus-within:ring-orange-600',
              value === o.value
                ? 'border-orange-600 bg-orange-50 text-orange-900'
                : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.icon}
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What is saved, with a way to change it. */
function Saved({ rows, onChange }: { rows: { label: string; value: string }[]; onChange: () => void }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-stone-50 p-4">
      <dl className="grid gap-2">
        {rows.map((r) => (
          <div key={r.label} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <dt className="text-sm text-stone-600">{r.label}</dt>
            <dd className="font-semibold text-stone-900">{r.value}</dd>
          </div>
        ))}
      </dl>
      <Button variant="outline" size="sm" className="mt-4" onClick={onChange}>
        {ST.change}
      </Button>
    </div>
  );
}

function SubmitRow({
  busy,
  label,
  problem,
  onCancel,
}: {
  busy: boolean;
  label: string;
  problem: string | null;
  onCancel?: (() => void) | undefined;
}) {
  return (
    <div className="grid gap-3 pt-1">
      <FormAlert>{problem}</FormAlert>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" className="flex-1 sm:flex-none" disabled={busy}>
          {busy && <Spinner className="size-4" label={ST.saving} />}
          {label}
        </Button>
        {onCancel && (
          <Button variant="outline" size="lg" onClick={onCancel}>
            {ST.cancel}
          </Button>
        )}
      </div>
    </div>
  );
}

/** The payout method: M-Pesa or a bank account; shown only masked once saved. A change asks for the password. */
export function PayoutMethodSection({ settings }: { settings: THostSettings }) {
  const save = useSavePayoutMethod();
  const saved = settings.payoutMethod;
  const [editing, setEditing] = useState(!saved);
  const [method, setMethod] = useState<'mpesa' | 'bank'>(saved?.method ?? 'mpesa');
  const [f, setF] = useState({ phone: '', bankName: '', accountNumber: '', accountName: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const problem = serverProblem(save.error);
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
    const found = payoutProblems(form);
    if (saved && !f.password) found.password = ST.passwordNeeded;
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(e.currentTarget);
    save.mutate(saved ? { ...form, password: f.password } : form, {
      onSuccess: () => {
        toast({ title: ST.methodSaved, ...(saved ? { description: ST.methodSavedText } : {}) });
        setF({ phone: '', bankName: '', accountNumber: '', accountName: '', password: '' });
        setEditing(false);
      },
    });
  };
  const fieldError = (k: string) => errors[k] ?? (problem?.field === k ? problem.message : undefined);

  return (
    <Panel title={ST.methodTitle} labelledBy="settings-payout-method">
      <p className="-mt-2 mb-4 text-sm text-stone-600">{ST.methodIntro}</p>
      {!editing && saved ? (
        <Saved rows={[{ label: ST.methodLegend, value: saved.masked }]} onChange={() => setEditing(true)} />
      ) : (
        <form noValidate onSubmit={submit}>
          <Choice
            legend={ST.methodLegend}
            name="payout-method"
            value={method}
            onChange={setMethod}
            options={[
              { value: 'mpesa', label: ST.mpesa, icon: <Smartphone className="size-5" aria-hidden /> },
              { value: 'bank', label: ST.bank, icon: <Landmark className="size-5" aria-hidden /> },
            ]}
          />
          <div className="grid gap-1">
            {method === 'mpesa' ? (
              <Field
                label={ST.mpesaNumber}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="off"
                value={f.phone}
                onChange={set('phone')}
                error={fieldError('phone')}
                hint={ST.mpesaHint}
              />
            ) : (
              <>
                <Field
                  label={ST.bankName}
                  name="bankName"
                  value={f.bankName}
                  onChange={set('bankName')}
                  error={fieldError('bankName')}
                  hint={ST.bankNameHint}
                  maxLength={BANK_NAME_MAX_LENGTH}
                />
                <Field
                  label={ST.accountNumber}
                  name="accountNumber"
                  inputMode="numeric"
                  autoComplete="off"
                  value={f.accountNumber}
                  onChange={set('accountNumber')}
                  error={fieldError('accountNumber')}
                />
                <Field
                  label={ST.accountName}
                  name="accountName"
                  value={f.accountName}
                  onChange={set('accountName')}
                  error={fieldError('accountName')}
                  hint={ST.accountNameHint}
                  maxLength={ACCOUNT_NAME_MAX_LENGTH}
                />
              </>
            )}
            {saved && (
              <Field
                label={ST.password}
                name="password"
                type="password"
                autoComplete="current-password"
                value={f.password}
                onChange={set('password')}
                error={fieldError('password')}
                hint={ST.passwordHint}
              />
            )}
            <SubmitRow
              busy={save.isPending}
              label={ST.saveMethod}
              problem={problem && !problem.field ? problem.message : null}
              onCancel={saved ? () => setEditing(false) : undefined}
            />
          </div>
        </form>
      )}
    </Panel>
  );
}

/** Legal name, KRA PIN and national ID or passport number: needed before a payout. */
export function IdentitySection({ settings }: { settings: THostSettings }) {
  const save = useSaveIdentity();
  const id = settings.identity;
  const hasSaved = Boolean(id.legalName || id.kraPin || id.idNumberMasked);
  const complete = Boolean(id.legalName && id.kraPin && id.idNumberMasked);
  const [editing, setEditing] = useState(!complete);
  const [form, setForm] = useState<IdentityForm & { password: string }>({
    legalName: id.legalName ?? '',
    kraPin: id.kraPin ?? '',
    idType: id.idNumberMasked?.startsWith('Passport') ? 'passport' : 'national_id',
    idNumber: '',
    password: '',
  });
  const [errors, setErrors] = useState<FormErrors<IdentityForm & { password: string }>>({});
  const problem = serverProblem(save.error);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => {
    const value = k === 'kraPin' ? e.target.value.toUpperCase() : e.target.value;
    setForm((f) => ({ ...f, [k]: value }));
    setErrors((old) => ({ ...old, [k]: undefined }));
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found: typeof errors = identityProblems(form, { idSaved: Boolean(id.idNumberMasked) });
    if (hasSaved && !form.password) found.password = ST.passwordNeeded;
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(e.currentTarget);
    save.mutate(
      {
        legalName: form.legalName,
        kraPin: form.kraPin,
        idType: form.idType,
        ...(form.idNumber.trim() ? { idNumber: form.idNumber } : {}),
        ...(hasSaved ? { password: form.password } : {}),
      },
      {
        onSuccess: (s) => {
          toast({ title: ST.identitySaved });
          setForm((f) => ({
            ...f,
            legalName: s.identity.legalName ?? '',
            kraPin: s.identity.kraPin ?? '',
            idNumber: '',
            password: '',
          }));
          setEditing(false);
        },
      },
    );
  };
  const fieldError = (k: keyof typeof form) => errors[k] ?? (problem?.field === k ? problem.message : undefined);

  return (
    <Panel
      title={
        <span className="inline-flex items-center gap-2">
          {ST.identityTitle}
          {complete && <BadgeCheck aria-hidden="true" className="size-5 text-emerald-700" />}
        </span>
      }
      labelledBy="settings-identity"
    >
      <p className="-mt-2 mb-4 text-sm text-stone-600">{ST.identityIntro}</p>
      {!editing && complete ? (
        <Saved
          rows={[
            { label: ST.legalName, value: id.legalName! },
            { label: ST.kraPin, value: id.kraPin! },
            { label: ST.idType, value: maskedIdText(id.idNumberMasked!) },
          ]}
          onChange={() => setEditing(true)}
        />
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-1">
          <Field
            label={ST.legalName}
            name="legalName"
            autoComplete="name"
            value={form.legalName}
            onChange={set('legalName')}
            error={fieldError('legalName')}
            hint={ST.legalNameHint}
            maxLength={LEGAL_NAME_MAX_LENGTH + 10}
          />
          <Field
            label={ST.kraPin}
            name="kraPin"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={form.kraPin}
            onChange={set('kraPin')}
            error={fieldError('kraPin')}
            hint={ST.kraPinHint}
            maxLength={16}
          />
          <Choice<TIdDocumentType>
            legend={ST.idType}
            name="id-type"
            value={form.idType}
            onChange={(idType) => {
              setForm((f) => ({ ...f, idType }));
              setErrors((old) => ({ ...old, idNumber: undefined }));
            }}
            options={[
              { value: 'national_id', label: ST.nationalId },
              { value: 'passport', label: ST.passport },
            ]}
          />
          <Field
            label={ST.idNumber(form.idType)}
            name="idNumber"
            autoComplete="off"
            spellCheck={false}
            inputMode={form.idType === 'national_id' ? 'numeric' : 'text'}
            value={form.idNumber}
            onChange={set('idNumber')}
            error={fieldError('idNumber')}
            hint={id.idNumberMasked ? ST.idSavedHint(maskedIdText(id.idNumberMasked)) : ST.idHint}
            maxLength={20}
          />
          {hasSaved && (
            <Field
              label={ST.password}
              name="password"
              type="password"
              autoComplete="current-password"
              value={form.password}
              onChange={set('password')}
              error={fieldError('password')}
              hint={ST.passwordHint}
            />
          )}
          <SubmitRow
            busy={save.isPending}
            label={ST.saveIdentity}
            problem={problem && !problem.field ? problem.message : null}
            onCancel={complete ? () => setEditing(false) : undefined}
          />
        </form>
      )}
    </Panel>
  );
}
