import { Check, ImageUp, Landmark, Smartphone } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Field, FormAlert, TextAreaField } from '@/components/form/fields';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import {
  useBecomeHost,
  useCompleteOnboarding,
  useOnboarding,
  useSaveDetails,
  useSavePayout,
  useUploadLogo,
} from '../api/onboarding';
import {
  BIO_MAX,
  detailsErrors,
  imageProblem,
  nextOnboardingStep,
  payoutErrors,
  type DetailsForm,
  type Errors,
  type OnboardingStatus,
  type OnboardingStep,
  type PayoutForm,
} from '../form-rules';
import { OT } from '../texts';

/** The server's message for a failed step, or a general one. */
export function problemText(err: unknown): string | null {
  if (!err) return null;
  // A refusal about one field ('password: …') is shown without the field's name (the API client's `problem`).
  if (err instanceof ApiError) return err.problem ?? OT.problemGeneric;
  return OT.problemOffline;
}

/** After a refused submit, puts the cursor in the first field that needs fixing. */
export function focusFirstInvalid(form: EventTarget & Element) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** The steps in order; their names are read while rendering (OT.steps). */
const STEPS = ['details', 'logo', 'payout', 'review'] as const satisfies readonly OnboardingStep[];

/**
 * Host onboarding (/host, /host/onboarding): become a host, public details, logo, payout
 * account, finish. Each step is saved when it is left, so closing the page and coming back
 * resumes at the first step still missing. Signed-out visitors go to sign-in and return here.
 */
export function OnboardingPage() {
  const { data: user, isPending: userPending } = useUser();
  const location = useLocation();
  const { data: status, isPending, error } = useOnboarding(Boolean(user));
  const [step, setStep] = useState<OnboardingStep | null>(null);
  const [params] = useSearchParams();
  const navigate = useNavigate();

  useEffect(() => {
    if (status && step === null) setStep(nextOnboardingStep(status));
  }, [status, step]);
  // A new step starts at its title, not where the last one's button was.
  useEffect(() => {
    if (step) window.scrollTo({ top: 0 });
  }, [step]);

  if (userPending) return <PageSpinner />;
  if (!user) {
    const returnTo = encodeURIComponent(location.pathname === '/host' ? '/host/onboarding' : location.pathname);
    return <Navigate to={`/auth/signin?returnTo=${returnTo}`} replace />;
  }
  if (error)
    return (
      <Shell>
        <FormAlert>{problemText(error)}</FormAlert>
      </Shell>
    );
  if (isPending || !status || !step) return <PageSpinner />;
  // A finished host comes back here only to change where payouts go (from profile settings).
  if (step === 'done' && params.get('step') === 'payout') {
    const back = () => navigate('/profile?tab=settings');
    return (
      <Shell label={OT.settingsLabel}>
        <PayoutStep
          status={status}
          onBack={back}
          onDone={() => {
            toast({ title: OT.payoutSaved, description: OT.payoutSavedText });
            back();
          }}
        />
      </Shell>
    );
  }
  if (step === 'done') return <Navigate to="/host/dashboard" replace />;

  return (
    <Shell>
      {step === 'become-host' ? (
        <BecomeHostStep onDone={(s) => setStep(nextOnboardingStep(s))} />
      ) : (
        <>
          <Stepper current={step} status={status} onGo={setStep} />
          {step === 'details' && <DetailsStep status={status} onDone={() => setStep('logo')} />}
          {step === 'logo' && (
            <LogoStep status={status} onBack={() => setStep('details')} onDone={() => setStep('payout')} />
          )}
          {step === 'payout' && (
            <PayoutStep status={status} onBack={() => setStep('logo')} onDone={() => setStep('review')} />
          )}
          {step === 'review' && <ReviewStep status={status} onEdit={setStep} />}
        </>
      )}
    </Shell>
  );
}

function Shell({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <main className="mx-auto w-full max-w-xl px-4 pb-16 pt-6 sm:pt-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-orange-700">{label ?? OT.onboardingLabel}</p>
      <div className="mt-2">{children}</div>
    </main>
  );
}

function Stepper({
  current,
  status,
  onGo,
}: {
  current: OnboardingStep;
  status: OnboardingStatus;
  onGo: (s: OnboardingStep) => void;
}) {
  const index = STEPS.findIndex((s) => s === current);
  const reachable = (i: number) => i === 0 || Boolean(status.host);
  return (
    <nav aria-label={OT.stepsLabel} className="mb-6">
      <p className="text-sm text-stone-600">{OT.stepOf(index + 1, STEPS.length)}</p>
      <ol className="mt-2 grid grid-cols-4 gap-2">
        {STEPS.map((s, i) => (
          <li key={s}>
            <button
              type="button"
              disabled={!reachable(i) || s === current}
              onClick={() => onGo(s)}
              aria-current={s === current ? 'step' : undefined}
              className="group flex w-full flex-col gap-1.5 text-left disabled:cursor-default"
            >
              <span className={cn('h-1.5 rounded-full', i <= index ? 'bg-orange-600' : 'bg-stone-200')} />
              <span
                className={cn('text-xs font-semibold sm:text-sm', s === current ? 'text-stone-900' : 'text-stone-500')}
              >
                {OT.steps[s]}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function StepCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
      {intro && <p className="mt-2 text-stone-600">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

function BecomeHostStep({ onDone }: { onDone: (s: OnboardingStatus) => void }) {
  const become = useBecomeHost();
  return (
    <StepCard title={OT.become.title} intro={OT.become.intro}>
      <ul className="space-y-3 text-stone-700">
        {[OT.become.who, OT.become.money, OT.become.first].map((t) => (
          <li key={t} className="flex gap-3">
            <Check className="mt-0.5 size-5 shrink-0 text-orange-700" aria-hidden />
            <span>{t}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6 space-y-3">
        <FormAlert>{problemText(become.error)}</FormAlert>
        <Button
          size="lg"
          className="w-full"
          disabled={become.isPending}
          onClick={() => become.mutate(undefined, { onSuccess: onDone })}
        >
          {become.isPending && <Spinner className="size-4" label={OT.saving} />}
          {OT.become.submit}
        </Button>
        <p className="text-center text-sm text-stone-500">{OT.become.note}</p>
      </div>
    </StepCard>
  );
}

function DetailsStep({ status, onDone }: { status: OnboardingStatus; onDone: () => void }) {
  const save = useSaveDetails();
  const h = status.host;
  const [form, setForm] = useState<DetailsForm>({
    vendorName: h?.vendorName ?? '',
    phone: h?.phone ?? '',
    email: h?.email ?? '',
    bio: h?.bio ?? '',
  });
  const [errors, setErrors] = useState<Errors<DetailsForm>>({});
  const set = (k: keyof DetailsForm) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    setErrors((old) => ({ ...old, [k]: undefined }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = detailsErrors(form);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(e.currentTarget);
    save.mutate(form, { onSuccess: onDone });
  };
  return (
    <StepCard title={OT.details.title} intro={OT.details.intro}>
      <form noValidate onSubmit={submit} className="space-y-1">
        <Field
          label={OT.details.vendorName}
          name="vendorName"
          autoComplete="organization"
          value={form.vendorName}
          onChange={set('vendorName')}
          error={errors.vendorName}
          hint={OT.details.vendorNameHint}
          maxLength={60}
        />
        <Field
          label={OT.details.phone}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={form.phone}
          onChange={set('phone')}
          error={errors.phone}
          hint={OT.details.phoneHint}
        />
        <Field
          label={OT.details.email}
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          error={errors.email}
          hint={OT.details.emailHint}
        />
        <TextAreaField
          label={OT.details.bio}
          name="bio"
          value={form.bio}
          onChange={set('bio')}
          error={errors.bio}
          hint={OT.details.bioCount(form.bio.length, BIO_MAX)}
          maxLength={BIO_MAX + 50}
        />
        <div className="space-y-3 pt-2">
          <FormAlert>{problemText(save.error)}</FormAlert>
          <Button type="submit" size="lg" className="w-full" disabled={save.isPending}>
            {save.isPending && <Spinner className="size-4" label={OT.saving} />}
            {OT.details.submit}
          </Button>
        </div>
      </form>
    </StepCard>
  );
}

function LogoStep({ status, onBack, onDone }: { status: OnboardingStatus; onBack: () => void; onDone: () => void }) {
  const upload = useUploadLogo();
  const [problem, setProblem] = useState<string | null>(null);
  const logo = status.host?.logoUrl;
  const pick = (file: File | undefined) => {
    if (!file) return;
    const p = imageProblem(file);
    setProblem(p);
    if (!p) upload.mutate(file);
  };
  return (
    <StepCard title={OT.logo.title} intro={OT.logo.intro}>
      <div className="flex items-center gap-5">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-stone-200 bg-stone-50">
          {logo ? (
            <img src={logo} alt={OT.logo.alt} className="size-full object-cover" />
          ) : (
            <ImageUp className="size-8 text-stone-400" aria-hidden />
          )}
        </div>
        <label className="inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-900 hover:bg-stone-50 focus-within:ring-2 focus-within:ring-orange-600">
          {upload.isPending && <Spinner className="size-4" label={OT.uploading} />}
          {logo ? OT.logo.change : OT.logo.choose}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            onChange={(e) => pick(e.target.files?.[0])}
          />
        </label>
      </div>
      <div className="mt-4 space-y-3">
        <FormAlert>{problem ?? problemText(upload.error)}</FormAlert>
        <div className="flex gap-3">
          <Button variant="outline" size="lg" onClick={onBack}>
            {OT.back}
          </Button>
          <Button size="lg" className="flex-1" onClick={onDone} disabled={upload.isPending}>
            {logo ? OT.continue : OT.logo.skip}
          </Button>
        </div>
      </div>
    </StepCard>
  );
}

function PayoutStep({ status, onBack, onDone }: { status: OnboardingStatus; onBack: () => void; onDone: () => void }) {
  const save = useSavePayout();
  const saved = status.host?.payout ?? null;
  const [method, setMethod] = useState<'mpesa' | 'bank'>(saved?.method ?? 'mpesa');
  const [f, setF] = useState({ phone: '', bankName: '', accountNumber: '', accountName: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => {
    setF((v) => ({ ...v, [k]: e.target.value }));
    setErrors(({ [k]: _dropped, ...rest }) => rest);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const form: PayoutForm =
      method === 'mpesa'
        ? { method, phone: f.phone }
        : { method, bankName: f.bankName, accountNumber: f.accountNumber, accountName: f.accountName };
    const found = payoutErrors(form);
    if (saved && !f.password) found.password = OT.payout.passwordNeeded;
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(e.currentTarget);
    save.mutate(saved ? { ...form, password: f.password } : form, { onSuccess: onDone });
  };
  return (
    <StepCard title={OT.payout.title} intro={OT.payout.intro}>
      {saved && (
        <p className="mb-4 rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700">
          {OT.payout.saved} <span className="font-semibold">{saved.masked}</span>.{' '}
          <button type="button" className="font-semibold text-orange-700 underline" onClick={onDone}>
            {OT.payout.keep}
          </button>
        </p>
      )}
      <form noValidate onSubmit={submit}>
        <fieldset>
          <legend className="text-sm font-semibold text-stone-800">{OT.payout.legend}</legend>
          <div className="mt-2 grid grid-cols-2 gap-3">
            {(
              [
                ['mpesa', OT.payout.mpesa, Smartphone],
                ['bank', OT.payout.bank, Landmark],
              ] as const
            ).map(([id, label, Icon]) => (
              <label
                key={id}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-xl border px-4 py-3 text-sm font-semibold focus-within:ring-2 focus-within:ring-orange-600',
                  method === id
                    ? 'border-orange-600 bg-orange-50 text-orange-900'
                    : 'border-stone-300 bg-white text-stone-700',
                )}
              >
                <input
                  type="radio"
                  name="method"
                  value={id}
                  checked={method === id}
                  onChange={() => setMethod(id)}
                  className="sr-only"
                />
                <Icon className="size-5" aria-hidden />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-5 space-y-1">
          {method === 'mpesa' ? (
            <Field
              label={OT.payout.mpesaNumber}
              name="phone"
              type="tel"
              inputMode="tel"
              value={f.phone}
              onChange={set('phone')}
              error={errors.phone}
              hint={OT.payout.mpesaHint}
            />
          ) : (
            <>
              <Field
                label={OT.payout.bankName}
                name="bankName"
                value={f.bankName}
                onChange={set('bankName')}
                error={errors.bankName}
                hint={OT.payout.bankNameHint}
                maxLength={60}
              />
              <Field
                label={OT.payout.accountNumber}
                name="accountNumber"
                inputMode="numeric"
                autoComplete="off"
                value={f.accountNumber}
                onChange={set('accountNumber')}
                error={errors.accountNumber}
              />
              <Field
                label={OT.payout.accountName}
                name="accountName"
                value={f.accountName}
                onChange={set('accountName')}
                error={errors.accountName}
                hint={OT.payout.accountNameHint}
                maxLength={100}
              />
            </>
          )}
          {saved && (
            <Field
              label={OT.payout.password}
              name="password"
              type="password"
              autoComplete="current-password"
              value={f.password}
              onChange={set('password')}
              error={errors.password}
              hint={OT.payout.passwordHint}
            />
          )}
        </div>
        <div className="mt-2 space-y-3">
          <FormAlert>{problemText(save.error)}</FormAlert>
          <div className="flex gap-3">
            <Button variant="outline" size="lg" onClick={onBack}>
              {OT.back}
            </Button>
            <Button type="submit" size="lg" className="flex-1" disabled={save.isPending}>
              {save.isPending && <Spinner className="size-4" label={OT.saving} />}
              {OT.continue}
            </Button>
          </div>
        </div>
      </form>
    </StepCard>
  );
}

function ReviewStep({ status, onEdit }: { status: OnboardingStatus; onEdit: (s: OnboardingStep) => void }) {
  const complete = useCompleteOnboarding();
  const navigate = useNavigate();
  const h = status.host!;
  const rows: { label: string; value: ReactNode; step: OnboardingStep }[] = [
    { label: OT.review.publicName, value: h.vendorName, step: 'details' },
    {
      label: OT.review.contact,
      value: (
        <>
          <span className="block">{h.phone}</span>
          <span className="block truncate">{h.email}</span>
        </>
      ),
      step: 'details',
    },
    {
      label: OT.review.logo,
      value: h.logoUrl ? (
        <img src={h.logoUrl} alt={OT.logo.alt} className="size-10 rounded-lg object-cover" />
      ) : (
        OT.review.noLogo
      ),
      step: 'logo',
    },
    { label: OT.review.payouts, value: h.payout?.masked ?? OT.review.missing, step: 'payout' },
  ];
  return (
    <StepCard title={OT.review.title} intro={OT.review.intro}>
      <dl className="divide-y divide-stone-100 rounded-xl border border-stone-200">
        {rows.map((r) => (
          <div key={r.label} className="flex items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">{r.label}</dt>
              <dd className="mt-0.5 truncate text-stone-900">{r.value}</dd>
            </div>
            <button
              type="button"
              className="text-sm font-semibold text-orange-700 hover:underline"
              onClick={() => onEdit(r.step)}
            >
              {OT.review.edit}
            </button>
          </div>
        ))}
      </dl>
      <div className="mt-6 space-y-3">
        <FormAlert>{problemText(complete.error)}</FormAlert>
        <Button
          size="lg"
          className="w-full"
          disabled={complete.isPending}
          onClick={() =>
            complete.mutate(undefined, { onSuccess: () => navigate('/host/dashboard', { replace: true }) })
          }
        >
          {complete.isPending && <Spinner className="size-4" label={OT.saving} />}
          {OT.review.submit}
        </Button>
        <p className="text-center text-sm text-stone-500">
          {OT.review.questions}{' '}
          <Link to="/pricing" className="font-semibold text-orange-700 underline">
            {OT.review.pricingLink}
          </Link>
          {OT.review.questionsEnd}
        </p>
      </div>
    </StepCard>
  );
}
