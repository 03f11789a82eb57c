import {
  HOST_BIO_MAX_LENGTH,
  VENDOR_NAME_MAX_LENGTH,
  type FormErrors,
  type HostDetailsForm,
} from '@tribe/contracts/host-rules';
import type { THostSettings } from '@tribe/contracts/host-settings';
import { ImageUp, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, FormAlert, TextAreaField } from '@/components/form/fields';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { statusOf } from '../api/host-api';
import { detailsProblems, imageProblem } from '../lib/settings-rules';
import { useHostSettings, useRemoveLogo, useSaveProfile, useUploadLogo } from '../api/settings';
import { ST } from '../settings.texts';
import { NoAccess } from './host-shell';
import { LoadError, PageHeading, Panel, Skeleton } from '@/components/page/page-states';
import { BalancesSection } from './settings-balances';
import { IdentitySection, PayoutMethodSection } from './settings-payout-details';
import { focusFirstInvalid, serverProblem } from './settings-form-helpers';

export const SETTINGS_TABS = ['profile', 'payouts', 'balances'] as const;
export type TSettingsTab = (typeof SETTINGS_TABS)[number];

/**
 * The host's settings (/host/settings, owner only) in three tabs (?tab=profile|payouts|balances):
 * the vendor profile and logo; payout details (the payout method and the identity a payout
 * needs, numbers only ever shown masked); balances per event from the ledger, payout requests
 * and their history.
 */
export function SettingsPage() {
  const settings = useHostSettings();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TSettingsTab = (SETTINGS_TABS as readonly string[]).includes(raw ?? '')
    ? (raw as TSettingsTab)
    : 'profile';
  const go = (t: TSettingsTab) => setParams(t === 'profile' ? {} : { tab: t }, { replace: true });
  if (statusOf(settings.error) === 403) return <NoAccess />;

  return (
    <>
      <PageHeading title={ST.title} />
      <div
        role="tablist"
        aria-label={ST.tabsLabel}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-stone-200 px-4 sm:mx-0 sm:px-0"
      >
        {SETTINGS_TABS.map((t) => (
          <button
            key={t}
            id={`settings-tab-${t}`}
            role="tab"
            type="button"
            aria-selected={t === tab}
            aria-controls={`settings-panel-${t}`}
            onClick={() => go(t)}
            className={cn(
              '-mb-px shrink-0 border-b-2 px-3 py-3 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-orange-600',
              t === tab ? 'border-orange-600 text-stone-900' : 'border-transparent text-stone-500 hover:text-stone-800',
            )}
          >
            {ST.tabs[t]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`settings-panel-${tab}`}
        aria-labelledby={`settings-tab-${tab}`}
        className="pt-5 sm:pt-6"
      >
        {tab === 'balances' ? (
          <BalancesSection settings={settings.data} onCompleteDetails={() => go('payouts')} />
        ) : settings.isPending ? (
          <div className="grid gap-5">
            <Skeleton className="h-72 rounded-2xl" />
            <Skeleton className="h-48 rounded-2xl" />
          </div>
        ) : settings.error ? (
          <LoadError onRetry={() => void settings.refetch()} />
        ) : tab === 'profile' ? (
          <div className="grid gap-5 lg:grid-cols-[1fr_20rem] lg:items-start">
            <ProfileForm settings={settings.data} />
            <LogoPanel logoUrl={settings.data.profile.logoUrl} />
          </div>
        ) : (
          <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
            <PayoutMethodSection settings={settings.data} />
            <IdentitySection settings={settings.data} />
          </div>
        )}
      </div>
    </>
  );
}

function ProfileForm({ settings }: { settings: THostSettings }) {
  const save = useSaveProfile();
  const p = settings.profile;
  const [form, setForm] = useState<Required<HostDetailsForm>>({
    vendorName: p.vendorName,
    phone: p.phone ?? '',
    email: p.email ?? '',
    bio: p.bio ?? '',
    website: p.website ?? '',
  });
  const [errors, setErrors] = useState<FormErrors<HostDetailsForm>>({});
  const problem = serverProblem(save.error);
  const set = (k: keyof HostDetailsForm) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    setErrors((old) => ({ ...old, [k]: undefined }));
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = detailsProblems(form);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(e.currentTarget);
    save.mutate(form, {
      onSuccess: (s) => {
        toast({ title: ST.profileSaved });
        // Show what the server stored (the phone in +254 form, the website with https://).
        setForm({
          vendorName: s.profile.vendorName,
          phone: s.profile.phone ?? '',
          email: s.profile.email ?? '',
          bio: s.profile.bio ?? '',
          website: s.profile.website ?? '',
        });
      },
    });
  };
  const fieldError = (k: keyof HostDetailsForm) => errors[k] ?? (problem?.field === k ? problem.message : undefined);

  return (
    <Panel title={ST.profileTitle} labelledBy="settings-profile">
      <p className="-mt-2 mb-4 text-sm text-stone-600">{ST.profileIntro}</p>
      <form noValidate onSubmit={submit} className="grid gap-1">
        <Field
          label={ST.vendorName}
          name="vendorName"
          autoComplete="organization"
          value={form.vendorName}
          onChange={set('vendorName')}
          error={fieldError('vendorName')}
          hint={ST.vendorNameHint}
          maxLength={VENDOR_NAME_MAX_LENGTH + 10}
        />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field
            label={ST.phone}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={form.phone}
            onChange={set('phone')}
            error={fieldError('phone')}
            hint={ST.phoneHint}
          />
          <Field
            label={ST.email}
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={set('email')}
            error={fieldError('email')}
            hint={ST.emailHint}
          />
        </div>
        <Field
          label={ST.website}
          name="website"
          type="url"
          inputMode="url"
          autoComplete="url"
          value={form.website}
          onChange={set('website')}
          error={fieldError('website')}
          hint={ST.websiteHint}
        />
        <TextAreaField
          label={ST.bio}
          name="bio"
          value={form.bio}
          onChange={set('bio')}
          error={fieldError('bio')}
          hint={ST.bioCount(form.bio.length, HOST_BIO_MAX_LENGTH)}
          maxLength={HOST_BIO_MAX_LENGTH + 50}
        />
        <div className="grid gap-3 pt-1">
          <FormAlert>{problem && !problem.field ? problem.message : null}</FormAlert>
          <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" disabled={save.isPending}>
            {save.isPending && <Spinner className="size-4" label={ST.saving} />}
            {ST.saveProfile}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

function LogoPanel({ logoUrl }: { logoUrl: string | null }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [problem, setProblem] = useState<string | null>(null);
  const pick = (file: File | undefined) => {
    if (!file) return;
    const p = imageProblem(file);
    setProblem(p);
    if (!p) upload.mutate(file, { onSuccess: () => toast({ title: ST.logoSaved }) });
  };
  const error = problem ?? serverProblem(upload.error ?? remove.error)?.message ?? null;
  return (
    <Panel title={ST.logo} labelledBy="settings-logo">
      <div className="flex items-center gap-4 lg:flex-col lg:items-start">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-stone-200 bg-stone-50">
          {logoUrl ? (
            <img src={logoUrl} alt={ST.logoAlt} className="size-full object-cover" />
          ) : (
            <ImageUp className="size-8 text-stone-400" aria-hidden />
          )}
        </div>
        <div className="grid gap-2">
          <label className="inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-900 focus-within:ring-2 focus-within:ring-orange-600 hover:bg-stone-50">
            {upload.isPending && <Spinner className="size-4" label={ST.uploading} />}
            {logoUrl ? ST.changeLogo : ST.chooseLogo}
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
          {logoUrl && (
            <Button
              variant="ghost"
              size="sm"
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: () => toast({ title: ST.logoRemoved }) })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {ST.removeLogo}
            </Button>
          )}
        </div>
      </div>
      <p className="mt-3 text-sm text-stone-500">{ST.logoHint}</p>
      {error && (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
    </Panel>
  );
}
