import { Check, ImageUp, Landmark, Smartphone } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Field, FormAlert, TextAreaField } from '@/components/ui/field';
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

/** The server's message for a failed step, or a general one. */
export function problemText(err: unknown): string | null {
  if (!err) return null;
  // A refusal about one field ('password: …') is shown without the field's name (the API client's `problem`).
  if (err instanceof ApiError) return err.problem ?? 'Something went wrong. Please try again.';
  return 'Could not reach Tikiti. Check your connection and try again.';
}

/** After a refused submit, puts the cursor in the first field that needs fixing. */
export function focusFirstInvalid(form: EventTarget & Element) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

const STEPS: { id: Exclude<OnboardingStep, 'become-host' | 'done'>; label: string }[] = [
  { id: 'details', label: 'Details' },
  { id: 'logo', label: 'Logo' },
  { id: 'payout', label: 'Payouts' },
  { id: 'review', label: 'Finish' },
];

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
      <Shell label="Host settings">
        <PayoutStep
          status={status}
          onBack={back}
          onDone={() => {
            toast({ title: 'Payout details saved', description: 'We have emailed you about the change.' });
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

function Shell({ children, label = 'Host onboarding' }: { children: ReactNode; label?: string }) {
  return (
    <main className="mx-auto w-full max-w-xl px-4 pb-16 pt-6 sm:pt-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-orange-700">{label}</p>
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
  const index = STEPS.findIndex((s) => s.id === current);
  const reachable = (i: number) => i === 0 || Boolean(status.host);
  return (
    <nav aria-label="Onboarding steps" className="mb-6">
      <p className="text-sm text-stone-600">
        Step {index + 1} of {STEPS.length}
      </p>
      <ol className="mt-2 grid grid-cols-4 gap-2">
        {STEPS.map((s, i) => (
          <li key={s.id}>
            <button
              type="button"
              disabled={!reachable(i) || s.id === current}
              onClick={() => onGo(s.id)}
              aria-current={s.id === current ? 'step' : undefined}
              className="group flex w-full flex-col gap-1.5 text-left disabled:cursor-default"
            >
              <span className={cn('h-1.5 rounded-full', i <= index ? 'bg-orange-600' : 'bg-stone-200')} />
              <span
                className={cn(
                  'text-xs font-semibold sm:text-sm',
                  s.id === current ? 'text-stone-900' : 'text-stone-500',
                )}
              >
                {s.label}
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
    <StepCard
      title="Become a host"
      intro="Sell tickets to your events on Tikiti: you set the prices, we handle card and M-Pesa payments and check tickets at the door."
    >
      <ul className="space-y-3 text-stone-700">
        {[
          'Tell attendees who you are: a public name, contact details and a logo.',
          'Add where your money goes: an M-Pesa number or a bank account.',
          'Then create your first event. Your tickets and saved events stay in your account.',
        ].map((t) => (
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
          {become.isPending && <Spinner className="size-4" label="Saving" />}
          Become a host
        </Button>
        <p className="text-center text-sm text-stone-500">
          It takes about three minutes. You can stop and come back any time.
        </p>
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
    <StepCard title="Your host details" intro="Attendees see these on your events and tickets.">
      <form noValidate onSubmit={submit} className="space-y-1">
        <Field
          label="Public name"
          name="vendorName"
          autoComplete="organization"
          value={form.vendorName}
          onChange={set('vendorName')}
          error={errors.vendorName}
          hint="Your brand or organisation, e.g. Savannah Sounds."
          maxLength={60}
        />
        <Field
          label="Contact phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={form.phone}
          onChange={set('phone')}
          error={errors.phone}
          hint="A Kenyan mobile number, e.g. 0712 345 678."
        />
        <Field
          label="Contact email"
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          error={errors.email}
          hint="Where attendees can reach you."
        />
        <TextAreaField
          label="Short bio (optional)"
          name="bio"
          value={form.bio}
          onChange={set('bio')}
          error={errors.bio}
          hint={`${form.bio.length}/${BIO_MAX}`}
          maxLength={BIO_MAX + 50}
        />
        <div className="space-y-3 pt-2">
          <FormAlert>{problemText(save.error)}</FormAlert>
          <Button type="submit" size="lg" className="w-full" disabled={save.isPending}>
            {save.isPending && <Spinner className="size-4" label="Saving" />}
            Save and continue
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
    <StepCard
      title="Add a logo"
      intro="Square pictures look best. JPEG, PNG or WebP up to 5 MB; we remove location data from it."
    >
      <div className="flex items-center gap-5">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-stone-200 bg-stone-50">
          {logo ? (
            <img src={logo} alt="Your logo" className="size-full object-cover" />
          ) : (
            <ImageUp className="size-8 text-stone-400" aria-hidden />
          )}
        </div>
        <label className="inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-900 hover:bg-stone-50 focus-within:ring-2 focus-within:ring-orange-600">
          {upload.isPending && <Spinner className="size-4" label="Uploading" />}
          {logo ? 'Change logo' : 'Choose a picture'}
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
            Back
          </Button>
          <Button size="lg" className="flex-1" onClick={onDone} disabled={upload.isPending}>
            {logo ? 'Continue' : 'Skip for now'}
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
    if (saved && !f.password) found.password = 'Enter your password to change payout details.';
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(e.currentTarget);
    save.mutate(saved ? { ...form, password: f.password } : form, { onSuccess: onDone });
  };
  return (
    <StepCard
      title="Where should we pay you?"
      intro="Ticket money goes here. We store these details encrypted and only ever show the last digits."
    >
      {saved && (
        <p className="mb-4 rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700">
          Saved: <span className="font-semibold">{saved.masked}</span>.{' '}
          <button type="button" className="font-semibold text-orange-700 underline" onClick={onDone}>
            Keep it
          </button>
        </p>
      )}
      <form noValidate onSubmit={submit}>
        <fieldset>
          <legend className="text-sm font-semibold text-stone-800">Payout method</legend>
          <div className="mt-2 grid grid-cols-2 gap-3">
            {(
              [
                ['mpesa', 'M-Pesa', Smartphone],
                ['bank', 'Bank', Landmark],
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
              label="M-Pesa number"
              name="phone"
              type="tel"
              inputMode="tel"
              value={f.phone}
              onChange={set('phone')}
              error={errors.phone}
              hint="e.g. 0712 345 678"
            />
          ) : (
            <>
              <Field
                label="Bank name"
                name="bankName"
                value={f.bankName}
                onChange={set('bankName')}
                error={errors.bankName}
                hint="e.g. KCB, Equity, Co-operative Bank"
                maxLength={60}
              />
              <Field
                label="Account number"
                name="accountNumber"
                inputMode="numeric"
                autoComplete="off"
                value={f.accountNumber}
                onChange={set('accountNumber')}
                error={errors.accountNumber}
              />
              <Field
                label="Account name"
                name="accountName"
                value={f.accountName}
                onChange={set('accountName')}
                error={errors.accountName}
                hint="As the bank has it."
                maxLength={100}
              />
            </>
          )}
          {saved && (
            <Field
              label="Your password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={f.password}
              onChange={set('password')}
              error={errors.password}
              hint="Needed to change where money goes."
            />
          )}
        </div>
        <div className="mt-2 space-y-3">
          <FormAlert>{problemText(save.error)}</FormAlert>
          <div className="flex gap-3">
            <Button variant="outline" size="lg" onClick={onBack}>
              Back
            </Button>
            <Button type="submit" size="lg" className="flex-1" disabled={save.isPending}>
              {save.isPending && <Spinner className="size-4" label="Saving" />}
              Continue
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
    { label: 'Public name', value: h.vendorName, step: 'details' },
    {
      label: 'Contact',
      value: (
        <>
          <span className="block">{h.phone}</span>
          <span className="block truncate">{h.email}</span>
        </>
      ),
      step: 'details',
    },
    {
      label: 'Logo',
      value: h.logoUrl ? (
        <img src={h.logoUrl} alt="Your logo" className="size-10 rounded-lg object-cover" />
      ) : (
        'None yet'
      ),
      step: 'logo',
    },
    { label: 'Payouts', value: h.payout?.masked ?? 'Missing', step: 'payout' },
  ];
  return (
    <StepCard title="Ready to sell" intro="Check your details, then finish to start creating events.">
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
              Edit
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
          {complete.isPending && <Spinner className="size-4" label="Saving" />}
          Finish setup
        </Button>
        <p className="text-center text-sm text-stone-500">
          Questions? See{' '}
          <Link to="/pricing" className="font-semibold text-orange-700 underline">
            pricing for hosts
          </Link>
          .
        </p>
      </div>
    </StepCard>
  );
}
