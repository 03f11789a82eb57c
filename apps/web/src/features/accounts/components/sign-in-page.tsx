import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@/lib/router';
import { fetchHostStatus } from '../api/get-host-status';
import { useSignIn } from '../api/sign-in';
import { ApiError } from '@/lib/api-client';
import { describeFailure, GOOGLE_FAILURE_TEXT, MESSAGES, withWait } from '../auth-messages';
import { signInDestination } from '../auth-redirects';
import { useCountdown } from '../hooks/use-countdown';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect';
import { savePendingVerification } from '../pending-verification';
import { returnToFrom, withParams } from '../return-to';
import { AuthShell, authLinkClass } from './auth-shell';
import { bound, Field, FormAlert, PasswordField, USERNAME_INPUT } from '@/components/form/fields';
import { AuthSubmit, OrDivider } from './form-controls';
import { GoogleButton } from './google-button';
import { T } from '../texts';

/** /auth/signin: username or email, password, 'Remember me', Google, and the ways onward. */
export function SignInPage() {
  useSignedInRedirect();
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const returnTo = returnToFrom(params);
  const googleFailure =
    params.get('googleAuth') === 'error'
      ? (GOOGLE_FAILURE_TEXT[params.get('reason') ?? ''] ?? GOOGLE_FAILURE_TEXT.failed!)
      : null;
  const signIn = useSignIn();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(googleFailure);
  const [finishing, setFinishing] = useState(false);
  const wait = useCountdown();
  const pending = signIn.isPending || finishing;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (pending) return;
    const problems: Record<string, string> = {};
    if (!identifier.trim()) problems.username = T.rules.identifierMissing;
    if (!password) problems.password = T.rules.signInPasswordMissing;
    setFieldErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length > 0) return;
    try {
      const user = await signIn.mutateAsync({ username: identifier.trim(), password, rememberMe });
      setFinishing(true);
      navigate(await signInDestination(user, returnTo, fetchHostStatus), { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'email_not_verified') {
        // Right password, sign-up never finished: the server has mailed a new code.
        const email = identifier.includes('@') ? identifier.trim() : '';
        if (email) savePendingVerification({ email, type: 'signup', sentAt: Date.now(), returnTo });
        navigate(withParams('/auth/verify', { returnTo }), { state: { email, message: err.serverMessage } });
        return;
      }
      const failure = describeFailure(err, { failed: MESSAGES.signInFailed, error: MESSAGES.signInError }, [
        'username',
        'password',
      ]);
      setFieldErrors(failure.fields);
      setFormError(failure.message);
      if (failure.retryAfter) wait.start(failure.retryAfter);
      setFinishing(false);
    }
  };

  return (
    <AuthShell
      documentTitle={T.signIn.documentTitle}
      title={T.signIn.title}
      subtitle={returnTo?.startsWith('/checkout') ? T.signIn.subtitleCheckout : T.signIn.subtitle}
      footer={{ text: T.signIn.newHere, link: T.signIn.createAccount, to: withParams('/auth/signup', { returnTo }) }}
    >
      <form noValidate onSubmit={onSubmit} aria-describedby="signin-alert" data-testid="signin-form">
        <div id="signin-alert">
          <FormAlert className="mb-4">{withWait(formError, wait.remaining)}</FormAlert>
        </div>
        <Field
          label={T.signIn.identifier}
          name="username"
          {...USERNAME_INPUT}
          maxLength={254}
          error={fieldErrors.username}
          disabled={pending}
          required
          {...bound(identifier, setIdentifier)}
        />
        <PasswordField
          label={T.signIn.password}
          name="password"
          autoComplete="current-password"
          maxLength={128}
          error={fieldErrors.password}
          disabled={pending}
          required
          labelAside={
            <Link to="/auth/forgot-password" className={`${authLinkClass} text-sm`}>
              {T.signIn.forgotPassword}
            </Link>
          }
          {...bound(password, setPassword)}
        />
        <label className="mb-4 flex min-h-11 cursor-pointer items-center gap-3 text-[15px] text-stone-700">
          <input
            type="checkbox"
            name="rememberMe"
            checked={rememberMe}
            onChange={(e) => setRememberMe(e.target.checked)}
            disabled={pending}
            className="size-5 rounded border-stone-300 accent-orange-700"
          />
          {T.signIn.rememberMe}
        </label>
        <AuthSubmit pending={pending} pendingLabel={T.signIn.submitting} wait={wait}>
          {T.signIn.submit}
        </AuthSubmit>
      </form>
      <OrDivider />
      <GoogleButton returnTo={returnTo} label={T.signIn.google} />
    </AuthShell>
  );
}
