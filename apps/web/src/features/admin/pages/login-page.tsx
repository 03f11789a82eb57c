import { useQueryClient } from '@tanstack/react-query';
import type { TAdminMe } from '@tribe/contracts';
import { safeReturnPath } from '@tribe/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { adminMeQueryKey, adminSend, useAdminMe } from '../api/admin-api';
import { ADMIN_TEXT as T } from '../texts';

const L = {
  title: 'Admin sign in',
  lead: 'For the people who run Tikiti. Customers and hosts sign in at /auth/signin.',
  email: 'Email',
  password: 'Password',
  next: 'Continue',
  codeTitle: 'Enter your code',
  codeLead: 'Open your authenticator app and enter the 6-digit code for Tikiti.',
  code: 'Authenticator code',
  signIn: 'Sign in',
  back: 'Use another account',
  enrolFirst: 'This account has no authenticator app yet. Ask another admin to help you set it up.',
  failed: 'Sign-in failed. Please try again.',
} as const;

/** /admin/login: email and password, then the authenticator code (docs/admin.md). */
export function AdminLoginPage() {
  const me = useAdminMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const returnTo = safeReturnPath(new URLSearchParams(location.search).get('returnTo')) ?? '/admin/dashboard';

  if (me.isPending) return <PageSpinner />;
  if (me.data) return <Navigate to={returnTo.startsWith('/admin/') ? returnTo : '/admin/dashboard'} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (step === 'password') {
        const r = await adminSend<{ next: 'totp' | 'enroll' }>('POST', '/auth/password', { email, password });
        if (r.next === 'enroll') setError(L.enrolFirst);
        else setStep('code');
      } else {
        const admin = await adminSend<TAdminMe>('POST', '/auth/totp', { code });
        queryClient.setQueryData(adminMeQueryKey, admin);
        navigate(returnTo.startsWith('/admin/') ? returnTo : '/admin/dashboard', { replace: true });
      }
    } catch (err) {
      setError(err instanceof ApiError ? (err.serverMessage ?? L.failed) : L.failed);
    } finally {
      setBusy(false);
    }
  };

  const field =
    'mt-1 block h-12 w-full rounded-xl border border-stone-300 bg-white px-3 text-base outline-none focus:border-orange-600 focus:ring-2 focus:ring-orange-600/25';
  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-50 px-4 py-10">
      <title>{`${T.pages.login} · ${T.brandSuffix}`}</title>
      <form onSubmit={submit} className="w-full max-w-sm rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">
          {step === 'password' ? L.title : L.codeTitle}
        </h1>
        <p className="mt-1 text-sm text-stone-600">{step === 'password' ? L.lead : L.codeLead}</p>
        {step === 'password' ? (
          <>
            <label htmlFor={`${id}-email`} className="mt-5 block text-sm font-semibold text-stone-800">
              {L.email}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={field}
            />
            <label htmlFor={`${id}-password`} className="mt-4 block text-sm font-semibold text-stone-800">
              {L.password}
            </label>
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
        ) : (
          <>
            <label htmlFor={`${id}-code`} className="mt-5 block text-sm font-semibold text-stone-800">
              {L.code}
            </label>
            <input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              required
              autoFocus
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              className={`${field} text-center text-2xl tracking-[0.4em]`}
            />
          </>
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
          {step === 'password' ? L.next : L.signIn}
        </button>
        {step === 'code' && (
          <button
            type="button"
            onClick={() => {
              setStep('password');
              setCode('');
              setError(null);
            }}
            className="mt-3 w-full text-sm font-semibold text-orange-800 hover:underline"
          >
            {L.back}
          </button>
        )}
      </form>
    </main>
  );
}
