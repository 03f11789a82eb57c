import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminEnrollment, TAdminMe } from '@tribe/contracts';
import { safeReturnPath } from '@tribe/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from '@/lib/router';
import { buttonClass } from '@/components/ui/button';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { adminGet, adminMeQueryKey, adminSend, useAdminMe } from '../api/admin-api';
import { RecoveryCodes } from '../components/recovery-codes';
import { ADMIN_TEXT as T } from '../texts';
import { SIGN_IN_TEXT as S } from '../texts-sign-in';

type Step = 'password' | 'code' | 'recovery' | 'enrol' | 'codes';

const L = S.login;
const field =
  'mt-1 block h-12 w-full rounded-xl border border-stone-300 bg-white px-3 text-base outline-none focus:border-orange-600 focus:ring-2 focus:ring-orange-600/25';
const codeField = `${field} text-center text-2xl tracking-[0.4em]`;

/**
 * /admin/login (docs/admin.md): email and password, then the authenticator code (or a recovery
 * code); at first sign-in, enrolment (QR code, confirm with a code) and the recovery codes shown
 * once; then back to where the admin was going.
 */
export function AdminLoginPage() {
  const me = useAdminMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<Step>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [codes, setCodes] = useState<string[]>([]);
  const [signedIn, setSignedIn] = useState<TAdminMe | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const wanted = safeReturnPath(new URLSearchParams(location.search).get('returnTo'));
  const returnTo = wanted?.startsWith('/admin/') && wanted !== '/admin/login' ? wanted : '/admin/dashboard';

  if (me.isPending) return <PageSpinner />;
  if (me.data && step !== 'codes') return <Navigate to={returnTo} replace />;

  const finish = (admin: TAdminMe) => {
    queryClient.setQueryData(adminMeQueryKey, admin);
    navigate(returnTo, { replace: true });
  };
  const restart = () => {
    setStep('password');
    setCode('');
    setRecoveryCode('');
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (step === 'password') {
        const r = await adminSend<{ next: 'totp' | 'enroll' }>('POST', '/auth/password', { email, password });
        setPassword('');
        setStep(r.next === 'enroll' ? 'enrol' : 'code');
      } else if (step === 'code' || step === 'recovery') {
        const admin = await adminSend<TAdminMe>(
          'POST',
          '/auth/totp',
          step === 'code' ? { code } : { recoveryCode: recoveryCode.trim() },
        );
        finish(admin);
      } else if (step === 'enrol') {
        const r = await adminSend<{ admin: TAdminMe; recoveryCodes: string[] }>('POST', '/auth/enrollment', { code });
        setSignedIn(r.admin);
        setCodes(r.recoveryCodes);
        setStep('codes');
      } else if (signedIn) finish(signedIn);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'admin_unauthorized') {
        restart();
        setError(err.serverMessage ?? L.expired);
      } else {
        setError(err instanceof ApiError ? (err.serverMessage ?? L.failed) : L.failed);
        setCode('');
      }
    } finally {
      setBusy(false);
    }
  };

  const titles: Record<Step, [string, string]> = {
    password: [L.title, L.lead],
    code: [L.codeTitle, L.codeLead],
    recovery: [L.recoveryTitle, L.recoveryLead],
    enrol: [S.enrol.title, S.enrol.lead],
    codes: [S.codes.title, S.codes.lead],
  };
  const [title, lead] = titles[step];
  const submitLabel: Record<Step, string> = {
    password: L.next,
    code: L.signIn,
    recovery: L.signIn,
    enrol: S.enrol.confirm,
    codes: S.codes.saved,
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-50 px-4 py-10">
      <title>{`${T.pages.login} · ${T.brandSuffix}`}</title>
      <form
        onSubmit={submit}
        noValidate={step === 'codes'}
        className={`w-full ${step === 'enrol' || step === 'codes' ? 'max-w-md' : 'max-w-sm'} rounded-2xl border border-stone-200 bg-white p-6 shadow-sm`}
      >
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
        <p className="mt-1 text-sm text-stone-600">{lead}</p>

        {step === 'password' && (
          <>
            <Label htmlFor={`${id}-email`}>{L.email}</Label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={field}
            />
            <Label htmlFor={`${id}-password`} className="mt-4">
              {L.password}
            </Label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className={field}
            />
          </>
        )}

        {step === 'enrol' && <Enrolment />}

        {(step === 'code' || step === 'enrol') && (
          <>
            <Label htmlFor={`${id}-code`}>{step === 'enrol' ? S.enrol.confirmLabel : L.code}</Label>
            <input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              required
              autoFocus={step === 'code'}
              value={code}
              aria-invalid={error ? true : undefined}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              className={codeField}
            />
          </>
        )}

        {step === 'recovery' && (
          <>
            <Label htmlFor={`${id}-recovery`}>{L.recoveryCode}</Label>
            <input
              id={`${id}-recovery`}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
              autoFocus
              value={recoveryCode}
              aria-invalid={error ? true : undefined}
              onChange={(e) => setRecoveryCode(e.target.value.slice(0, 40))}
              className={`${field} text-center font-mono text-lg tracking-wider`}
            />
          </>
        )}

        {step === 'codes' && (
          <div className="mt-5">
            <RecoveryCodes codes={codes} email={signedIn?.email ?? email} />
          </div>
        )}

        {error && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          className={buttonClass('primary', 'lg', 'mt-6 w-full disabled:opacity-60')}
        >
          {busy ? (
            <>
              <Spinner className="size-5" label={L.checking} />
              {step === 'password' ? L.checking : L.signingIn}
            </>
          ) : (
            submitLabel[step]
          )}
        </button>
        {(step === 'code' || step === 'recovery') && (
          <button
            type="button"
            onClick={() => {
              setStep(step === 'code' ? 'recovery' : 'code');
              setError(null);
            }}
            className="mt-3 w-full text-sm font-semibold text-orange-800 hover:underline"
          >
            {step === 'code' ? L.useRecovery : L.useCode}
          </button>
        )}
        {(step === 'code' || step === 'recovery' || step === 'enrol') && (
          <button
            type="button"
            onClick={restart}
            className="mt-2 w-full text-sm font-semibold text-stone-700 hover:underline"
          >
            {L.back}
          </button>
        )}
      </form>
    </main>
  );
}

function Label({
  htmlFor,
  className = 'mt-5',
  children,
}: {
  htmlFor: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={`${className} block text-sm font-semibold text-stone-800`}>
      {children}
    </label>
  );
}

/** The QR code and the secret in groups of four, for the authenticator app. */
function Enrolment() {
  const q = useQuery({
    queryKey: ['/api/admin/auth/enrollment'],
    queryFn: ({ signal }) => adminGet<TAdminEnrollment>('/auth/enrollment', { signal }),
    staleTime: Infinity,
    retry: false,
  });
  if (q.isPending)
    return (
      <div className="mt-5 flex h-56 items-center justify-center rounded-xl bg-stone-50 text-sm text-stone-600">
        <Spinner className="mr-2 size-5" label={S.enrol.loading} />
        {S.enrol.loading}
      </div>
    );
  if (q.error)
    return (
      <p role="alert" className="mt-5 rounded-xl bg-red-50 p-4 text-sm text-red-800">
        {q.error instanceof ApiError ? (q.error.serverMessage ?? S.enrol.loadFailed) : S.enrol.loadFailed}
      </p>
    );
  return (
    <div className="mt-5">
      <div
        role="img"
        aria-label={S.enrol.qrAlt}
        className="mx-auto size-52 rounded-xl border border-stone-200 bg-white p-2 [&>svg]:size-full"
        // The server draws the QR code (qrcode's SVG): our own markup, no user text in it.
        dangerouslySetInnerHTML={{ __html: q.data.qrSvg }}
      />
      <p className="mt-4 text-sm text-stone-700">{S.enrol.manual}</p>
      <p
        data-testid="totp-secret"
        className="mt-1 select-all rounded-lg bg-stone-100 px-3 py-2 text-center font-mono text-base tracking-wider text-stone-900"
      >
        {q.data.secretGroups.join(' ')}
      </p>
      <p className="mt-3 text-sm text-stone-600">{S.enrol.confirmHint}</p>
    </div>
  );
}
