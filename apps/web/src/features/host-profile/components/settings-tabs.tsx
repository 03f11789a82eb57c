import {
  LEGAL_NAME_MAX_LENGTH,
  type FormErrors,
  type IdentityForm,
  type TIdDocumentType,
} from '@tribe/contracts/host-rules';
import type { THostSettings } from '@tribe/contracts/host-settings';
import { BadgeCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ChoiceCards, Field, focusFirstInvalid } from '@/components/form/fields';
import { Panel } from '@/components/page/page-states';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { UI } from '@/components/texts';
import { useRemoveLogo, useSaveIdentity, useSavePayoutMethod, useSaveProfile, useUploadLogo } from '../api/settings';
import { identityErrors } from '../rules';
import { HP, maskedIdText } from '../texts';
import { DetailsForm, LogoPicker, PasswordConfirm, PayoutMethodForm, problemOf, SubmitRow } from './host-forms';

/** /host/settings?tab=profile: the vendor profile and the logo. */
export function ProfileTab({ settings }: { settings: THostSettings }) {
  const save = useSaveProfile();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const p = settings.profile;
  return (
    <div className="grid gap-5 lg:grid-cols-[1fr_20rem] lg:items-start">
      <Panel title={HP.profile.title} labelledBy="settings-profile">
        <p className="-mt-2 mb-4 text-sm text-stone-600">{HP.profile.intro}</p>
        <DetailsForm
          initial={{
            vendorName: p.vendorName,
            phone: p.phone ?? '',
            email: p.email ?? '',
            bio: p.bio ?? '',
            website: p.website ?? '',
          }}
          withWebsite
          save={save}
          submitLabel={HP.profile.save}
          onSaved={(s) => {
            toast({ title: HP.profile.saved });
            // Show what the server stored (the phone in +254 form, the website with https://).
            return {
              vendorName: s.profile.vendorName,
              phone: s.profile.phone ?? '',
              email: s.profile.email ?? '',
              bio: s.profile.bio ?? '',
              website: s.profile.website ?? '',
            };
          }}
        />
      </Panel>
      <Panel title={HP.logo.title} labelledBy="settings-logo">
        <LogoPicker
          logoUrl={p.logoUrl}
          upload={upload}
          remove={remove}
          hint={HP.logo.hint}
          onUploaded={() => toast({ title: HP.logo.saved })}
          onRemoved={() => toast({ title: HP.logo.removed })}
        />
      </Panel>
    </div>
  );
}

/** /host/settings?tab=payouts: where payouts go and the identity a payout needs. */
export function PayoutsTab({ settings }: { settings: THostSettings }) {
  return (
    <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
      <PayoutMethodSection settings={settings} />
      <IdentitySection settings={settings} />
    </div>
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
        {HP.change}
      </Button>
    </div>
  );
}

const cancelButton = (onCancel: (() => void) | undefined) =>
  onCancel && (
    <Button variant="outline" size="lg" onClick={onCancel}>
      {UI.cancel}
    </Button>
  );

/** The payout method, shown only masked once saved. */
function PayoutMethodSection({ settings }: { settings: THostSettings }) {
  const save = useSavePayoutMethod();
  const saved = settings.payoutMethod;
  const [editing, setEditing] = useState(!saved);
  return (
    <Panel title={HP.payout.title} labelledBy="settings-payout-method">
      <p className="-mt-2 mb-4 text-sm text-stone-600">{HP.payout.intro}</p>
      {!editing && saved ? (
        <Saved rows={[{ label: HP.payout.paidTo, value: saved.masked }]} onChange={() => setEditing(true)} />
      ) : (
        <PayoutMethodForm
          saved={saved}
          save={save}
          submitLabel={HP.payout.save}
          onSaved={() => {
            toast({ title: HP.payout.saved, ...(saved ? { description: HP.payout.savedText } : {}) });
            setEditing(false);
          }}
          actions={cancelButton(saved ? () => setEditing(false) : undefined)}
        />
      )}
    </Panel>
  );
}

type TIdentityFields = IdentityForm & { password: string };

/** Legal name, KRA PIN and national ID or passport number: needed before a payout. */
function IdentitySection({ settings }: { settings: THostSettings }) {
  const I = HP.identity;
  const save = useSaveIdentity();
  const id = settings.identity;
  const hasSaved = Boolean(id.legalName || id.kraPin || id.idNumberMasked);
  const complete = Boolean(id.legalName && id.kraPin && id.idNumberMasked);
  const [editing, setEditing] = useState(!complete);
  const [form, setForm] = useState<TIdentityFields>({
    legalName: id.legalName ?? '',
    kraPin: id.kraPin ?? '',
    idType: id.idNumberMasked?.startsWith('Passport') ? 'passport' : 'national_id',
    idNumber: '',
    password: '',
  });
  const [errors, setErrors] = useState<FormErrors<TIdentityFields>>({});
  const problem = problemOf(save.error);
  const set = (k: keyof TIdentityFields) => (e: { target: { value: string } }) => {
    const value = k === 'kraPin' ? e.target.value.toUpperCase() : e.target.value;
    setForm((f) => ({ ...f, [k]: value }));
    setErrors((old) => ({ ...old, [k]: undefined }));
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found: typeof errors = identityErrors(form, { idSaved: Boolean(id.idNumberMasked) });
    if (hasSaved && !form.password) found.password = HP.password.needed;
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
          toast({ title: I.saved });
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
  const fieldError = (k: keyof TIdentityFields) => errors[k] ?? (problem?.field === k ? problem.message : undefined);

  return (
    <Panel
      title={
        <span className="inline-flex items-center gap-2">
          {I.title}
          {complete && <BadgeCheck aria-hidden="true" className="size-5 text-emerald-700" />}
        </span>
      }
      labelledBy="settings-identity"
    >
      <p className="-mt-2 mb-4 text-sm text-stone-600">{I.intro}</p>
      {!editing && complete ? (
        <Saved
          rows={[
            { label: I.legalName, value: id.legalName! },
            { label: I.kraPin, value: id.kraPin! },
            { label: I.idType, value: maskedIdText(id.idNumberMasked!) },
          ]}
          onChange={() => setEditing(true)}
        />
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-1">
          <Field
            label={I.legalName}
            name="legalName"
            autoComplete="name"
            value={form.legalName}
            onChange={set('legalName')}
            error={fieldError('legalName')}
            hint={I.legalNameHint}
            maxLength={LEGAL_NAME_MAX_LENGTH + 10}
          />
          <Field
            label={I.kraPin}
            name="kraPin"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={form.kraPin}
            onChange={set('kraPin')}
            error={fieldError('kraPin')}
            hint={I.kraPinHint}
            maxLength={16}
          />
          <ChoiceCards<TIdDocumentType>
            legend={I.idType}
            name="id-type"
            value={form.idType}
            onChange={(idType) => {
              setForm((f) => ({ ...f, idType }));
              setErrors((old) => ({ ...old, idNumber: undefined }));
            }}
            options={[
              { value: 'national_id', label: I.nationalId },
              { value: 'passport', label: I.passport },
            ]}
          />
          <Field
            label={I.idNumber(form.idType)}
            name="idNumber"
            autoComplete="off"
            spellCheck={false}
            inputMode={form.idType === 'national_id' ? 'numeric' : 'text'}
            value={form.idNumber}
            onChange={set('idNumber')}
            error={fieldError('idNumber')}
            hint={id.idNumberMasked ? I.idSavedHint(maskedIdText(id.idNumberMasked)) : I.idHint}
            maxLength={20}
          />
          {hasSaved && (
            <PasswordConfirm value={form.password} onChange={set('password')} error={fieldError('password')} />
          )}
          <SubmitRow
            pending={save.isPending}
            label={I.save}
            problem={problem}
            actions={cancelButton(complete ? () => setEditing(false) : undefined)}
          />
        </form>
      )}
    </Panel>
  );
}
