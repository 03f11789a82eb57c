import { CheckCircle2, KeyRound } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { useRequestPasswordReset } from '../api/forgot-password';
import { useResendOtp } from '../api/resend-otp';
import { RESET_PASSWORD_FIELDS, useResetPassword } from '../api/reset-password';
import { describeFailure, MESSAGES, withWait, type TOutcomeMessages } from '../auth-messages';
import { emailProblem, PASSWORD_HINT, passwordProblem } from '../form-rules';
import { useCountdown } from '../hooks/use-countdown';
import { RESEND_COOLDOWN_S } from '../pending-verification';
import { AuthShell, authLinkClass } from './auth-shell';
import { FormAlert, PasswordField, SubmitButton, TextField } from './form-controls';
import { OtpField } from './otp-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import { ResendCode } from './resend-code';

const REQUEST_MESSAGES: TOutcomeMessages = {
  failed: 'We could not send a reset code. Please try again.',
  error: 'An error occurred while sending the reset code. Please try again.',
};
const RESET_MESSAGES: TOutcomeMessages = {
  failed: 'The password could not be reset. Please check the code and try again.',
  error: 'An error occurred while resetting your password. Please try again.',
};

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
      fail(err, REQUEST_MESSAGES, wait);
    }
  };

  const onResend = async () => {
    setFormError(null);
    try {
      const message = await resend.mutateAsync({ email: email.trim(), type: 'password-reset' });
      resendWait.start(RESEND_COOLDOWN_S);
      setInfo(message ?? 'If an account uses this address, a new code is on its way.');
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
    if (otp.length !== 6) problems.otp = 'Enter the 6-digit code.';
    const passwordIssue = password ? passwordProblem(password) : 'Choose a new password.';
    if (passwordIssue) problems.password = passwordIssue;
    setFieldErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length > 0) return;
    try {
      await reset.mutateAsync({ email: email.trim(), otp, password });
      setStep('done');
    } catch (err) {
      fail(err, RESET_MESSAGES, wait);
    }
  };

  const tryAgain = withWait(formError, wait.remaining);

  if (step === 'done') {
    return (
      <AuthShell documentTitle="Password updated" title="Password updated">
        <div ref={headingRef} tabIndex={-1} className="text-center outline-none" role="status" data-testid="reset-done">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <CheckCircle2 aria-hidden className="size-8" />
          </span>
          <p className="mt-4 text-[15px] text-stone-700">
            Your password has been changed and you have been logged out everywhere. Log in with your new password.
          </p>
          <Link to="/auth/signin" className={buttonClass('primary', 'lg', 'mt-6 w-full')}>
            Log in
          </Link>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      documentTitle="Reset your password"
      title={step === 'email' ? 'Forgot your password?' : 'Choose a new password'}
      subtitle={
        step === 'email' ? (
          "Enter the email on your account and we'll send you a 6-digit code to reset your password."
        ) : (
          <>
            If an account uses{' '}
            <strong className="font-semibold text-stone-900 [overflow-wrap:anywhere]">{email.trim()}</strong>, we've
            sent it a 6-digit code. It expires in 10 minutes.
          </>
        )
      }
      footer={
        <>
          Remembered it?{' '}
          <Link to="/auth/signin" className={authLinkClass}>
            Back to log in
          </Link>
        </>
      }
    >
      <div className="mb-5 flex justify-center" aria-hidden>
        <span className="flex size-16 items-center justify-center rounded-full bg-orange-50 text-orange-700">
          <KeyRound className="size-8" />
        </span>
      </div>
      {step === 'email' ? (
        <form noValidate onSubmit={onRequest} data-testid="forgot-form">
          <FormAlert message={tryAgain} />
          <TextField
            label="Email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldErrors.email}
            disabled={request.isPending}
          />
          <div className="mt-3">
            <SubmitButton pending={request.isPending} pendingLabel="Sending code…" disabled={wait.remaining > 0}>
              Send reset code
            </SubmitButton>
          </div>
        </form>
      ) : (
        <>
          <form noValidate onSubmit={onReset} data-testid="reset-form">
            <FormAlert message={tryAgain} />
            <FormAlert message={formError ? null : info} tone="info" />
            {/* Lets password managers file the new password under the right account. */}
            <input type="email" name="email" autoComplete="username" value={email.trim()} readOnly hidden />
            <OtpField ref={otpRef} value={otp} onChange={setOtp} error={fieldErrors.otp} disabled={reset.isPending} />
            <PasswordField
              label="New password"
              name="password"
              autoComplete="new-password"
              maxLength={128}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={fieldErrors.password}
              hint={PASSWORD_HINT}
              below={<PasswordStrengthMeter password={password} />}
              disabled={reset.isPending}
            />
            <div className="mt-3">
              <SubmitButton pending={reset.isPending} pendingLabel="Saving…" disabled={wait.remaining > 0}>
                Reset password
              </SubmitButton>
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
              Use a different email
            </button>
          </p>
        </>
      )}
    </AuthShell>
  );
}
