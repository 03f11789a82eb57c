import { Check } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from '@/lib/router';
import { FormAlert } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
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
import { nextOnboardingStep, type OnboardingStatus, type OnboardingStep } from '../rules';
import { HP, OT } from '../texts';
import { DetailsForm, LogoPicker, PayoutMethodForm, problemOf } from './host-forms';

/** The server's message for a failed step, or a general one. */
export const problemText = (err: unknown): string | null => problemOf(err)?.message ?? null;

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
            toast({ title: OT.payoutSaved, description: HP.payout.savedText });
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
          {become.isPending && <Spinner className="size-4" label={HP.saving} />}
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
  return (
    <StepCard title={OT.details.title} intro={OT.details.intro}>
      <DetailsForm
        initial={{
          vendorName: h?.vendorName ?? '',
          phone: h?.phone ?? '',
          email: h?.email ?? '',
          bio: h?.bio ?? '',
          website: '',
        }}
        withWebsite={false}
        save={save}
        submitLabel={OT.details.submit}
        wide
        onSaved={onDone}
      />
    </StepCard>
  );
}

function LogoStep({ status, onBack, onDone }: { status: OnboardingStatus; onBack: () => void; onDone: () => void }) {
  const upload = useUploadLogo();
  const logo = status.host?.logoUrl ?? null;
  return (
    <StepCard title={OT.logo.title} intro={OT.logo.intro}>
      <LogoPicker logoUrl={logo} upload={upload} />
      <div className="mt-4 flex gap-3">
        <Button variant="outline" size="lg" onClick={onBack}>
          {OT.back}
        </Button>
        <Button size="lg" className="flex-1" onClick={onDone} disabled={upload.isPending}>
          {logo ? OT.continue : OT.logo.skip}
        </Button>
      </div>
    </StepCard>
  );
}

function PayoutStep({ status, onBack, onDone }: { status: OnboardingStatus; onBack: () => void; onDone: () => void }) {
  const save = useSavePayout();
  const saved = status.host?.payout ?? null;
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
      <PayoutMethodForm
        saved={saved}
        save={save}
        submitLabel={OT.continue}
        onSaved={onDone}
        back={
          <Button variant="outline" size="lg" onClick={onBack}>
            {OT.back}
          </Button>
        }
      />
    </StepCard>
  );
}

function ReviewStep({ status, onEdit }: { status: OnboardingStatus; onEdit: (s: OnboardingStep) => void }) {
  const complete = useCompleteOnboarding();
  const navigate = useNavigate();
  const h = status.host!;
  const rows: { label: string; value: ReactNode; step: OnboardingStep }[] = [
    { label: HP.details.vendorName, value: h.vendorName, step: 'details' },
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
      label: HP.logo.title,
      value: h.logoUrl ? (
        <img src={h.logoUrl} alt={HP.logo.alt} className="size-10 rounded-lg object-cover" />
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
          {complete.isPending && <Spinner className="size-4" label={HP.saving} />}
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
