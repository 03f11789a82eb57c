import { CheckCircle2, KeyRound } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from '@/lib/router';
import { buttonClass } from '@/components/ui/button';
import { useRequestPasswordReset } from '../api/forgot-password';
import { useResendOtp } from '../api/resend-otp';
import { RESET_PASSWORD_FIELDS, useResetPassword } from '../api/reset-password';
import { describeFailure, MESSAGES, withWait, type TOutcomeMessages } from '../auth-messages';
import { emailProblem, passwordHint, passwordProblem } from '../form-rules';
import { useCountdown } from '../hooks/use-countdown';
import { RESEND_COOLDOWN_S } from '../pending-verification';
import { AuthShell, authLinkClass } from './auth-shell';
import { bound, EMAIL_INPUT, Field, FormAlert, PasswordField } from '@/components/form/fields';
import { OtpField } from './otp-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import { ResendCode } from './resend-code';
import { SLOT, T } from '../texts';
import { WithBold } from './with-bold';
import { AuthSubmit } from './form-controls';

const requestMessages = (): TOutcomeMessages => ({ failed: T.forgot.requestFailed, error: T.forgot.requestError });
const resetMessages = (): TOutcomeMessages => ({ failed: T.forgot.resetFailed, error: T.forgot.resetError });

type TStep = 'email' | 'reset' | 'done';

/**
 * /auth/forgot-password: email, then the mailed code and a new password, then a signed-out
 * success. The code step follows whatever the address, since the server answers the same
 * whether or not it has an account.
 */
export function ForgotPasswordPage() {
  const [step, setStep] = useState<TStep>('email');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const resend = useResendOtp();
  const reset = useResetPassword();
  const wait = useCountdown();
  const resendWait = useCountdown();
  const otpRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (step === 'reset') otpRef.current?.focus();
    if (step === 'done') headingRef.current?.focus();
  }, [step]);

  const fail = (err: unknown, messages: TOutcomeMessages, countdown: ReturnType<typeof useCountdown>) => {
    const failure = describeFailure(err, messages, RESET_PASSWORD_FIELDS);
    setFieldErrors(failure.fields);
    setFormError(failure.message);
    setInfo(null);
    if (failure.retryAfter) countdown.start(failure.retryAfter);
  };

  const onRequest = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (request.isPending) return;
    const problem = emailProblem(email);
    setFieldErrors(problem ? { email: problem } : {});
    setFormError(null);
    if (problem) return;
    try {
      await request.mutateAsync({ email: email.trim() });
      setInfo(null);
      resendWait.start(RESEND_COOLDOWN_S);
      setStep('reset');
    } catch (err) {
      fail(err, requestMessages(), wait);
    }
  };

  const onResend = async () => {
    setFormError(null);
    try {
      const message = await resend.mutateAsync({ email: email.trim(), type: 'password-reset' });
      resendWait.start(RESEND_COOLDOWN_S);
      setInfo(message ?? T.forgot.newCodeOnItsWay);
      setOtp('');
      otpRef.current?.focus();
    } catch (err) {
      fail(err, { failed: MESSAGES.resendError, error: MESSAGES.resendError }, resendWait);
    }
  };

  const onReset = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (reset.isPending) return;
    const problems: Record<string, string> = {};
    if (otp.length !== 6) problems.otp = T.rules.otpMissing;
    const passwordIssue = password ? passwordProblem(password) : T.rules.newPasswordMissing;
    if (passwordIssue) problems.password = passwordIssue;
    setFieldErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length > 0) return;
    try {
      await reset.mutateAsync({ email: email.trim(), otp, password });
      setStep('done');
    } catch (err) {
      fail(err, resetMessages(), wait);
    }
  };

  const tryAgain = withWait(formError, wait.remaining);

  if (step === 'done') {
    return (
      <AuthShell documentTitle={T.forgot.doneTitle} title={T.forgot.doneTitle}>
        <div ref={headingRef} tabIndex={-1} className="text-center outline-none" role="status" data-testid="reset-done">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <CheckCircle2 aria-hidden className="size-8" />
          </span>
          <p className="mt-4 text-[15px] text-stone-700">{T.forgot.doneText}</p>
          <Link to="/auth/signin" className={buttonClass('primary', 'lg', 'mt-6 w-full')}>
            {T.forgot.logIn}
          </Link>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      icon={KeyRound}
      documentTitle={T.forgot.documentTitle}
      title={step === 'email' ? T.forgot.titleEmail : T.forgot.titleReset}
      subtitle={
        step === 'email' ? (
          T.forgot.subtitleEmail
        ) : (
          <WithBold text={T.forgot.subtitleReset(SLOT)} value={email.trim()} />
        )
      }
      footer={{ text: T.forgot.remembered, link: T.forgot.backToLogIn, to: '/auth/signin' }}
    >
      {step === 'email' ? (
        <form noValidate onSubmit={onRequest} data-testid="forgot-form">
          <FormAlert className="mb-4">{tryAgain}</FormAlert>
          <Field
            label={T.forgot.email}
            name="email"
            {...EMAIL_INPUT}
            autoFocus
            error={fieldErrors.email}
            disabled={request.isPending}
            {...bound(email, setEmail)}
          />
          <div className="mt-3">
            <AuthSubmit pending={request.isPending} pendingLabel={T.forgot.sending} wait={wait}>
              {T.forgot.send}
            </AuthSubmit>
          </div>
        </form>
      ) : (
        <>
          <form noValidate onSubmit={onReset} data-testid="reset-form">
            <FormAlert className="mb-4">{tryAgain}</FormAlert>
            <FormAlert tone="info" className="mb-4">
              {formError ? null : info}
            </FormAlert>
            {/* Lets password managers file the new password under the right account. */}
            <input type="email" name="email" autoComplete="username" value={email.trim()} readOnly hidden />
            <OtpField ref={otpRef} value={otp} onChange={setOtp} error={fieldErrors.otp} disabled={reset.isPending} />
            <PasswordField
              label={T.forgot.newPassword}
              name="password"
              autoComplete="new-password"
              maxLength={128}
              error={fieldErrors.password}
              hint={passwordHint()}
              below={<PasswordStrengthMeter password={password} />}
              disabled={reset.isPending}
              {...bound(password, setPassword)}
            />
            <div className="mt-3">
              <AuthSubmit pending={reset.isPending} pendingLabel={T.forgot.saving} wait={wait}>
                {T.forgot.reset}
              </AuthSubmit>
            </div>
          </form>
          <ResendCode pending={resend.isPending} remaining={resendWait.remaining} onResend={() => void onResend()} />
          <p className="text-center text-sm">
            <button
              type="button"
              onClick={() => {
                setStep('email');
                setOtp('');
                setPassword('');
                setFormError(null);
                setFieldErrors({});
              }}
              className={`${authLinkClass} min-h-11`}
            >
              {T.forgot.differentEmail}
            </button>
          </p>
        </>
      )}
    </AuthShell>
  );
}
