import { useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { meQueryKey } from '@/lib/auth';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { describeFailure, MESSAGES } from '../auth-messages';
import { verifiedDestination } from '../auth-redirects';
import { emailProblem } from '../form-rules';
import { useCountdown } from '../hooks/use-countdown';
import {
  clearPendingVerification,
  readPendingVerification,
  resendAvailableAt,
  savePendingVerification,
} from '../pending-verification';
import { returnToFrom } from '../return-to';
import { AuthShell } from './auth-shell';
import { bound, EMAIL_INPUT, Field, FormAlert, SubmitButton } from '@/components/form/fields';
import { OtpField } from './otp-field';
import { ResendCode } from './resend-code';
import { SLOT, T } from '../texts';
import { WithBold } from './with-bold';

/** /auth/verify: the 6-digit code from the sign-up email, with a resend after 60 s. */
export function VerifyPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = (location.state ?? null) as { email?: string; message?: string } | null;
  const [pending] = useState(() => readPendingVerification());
  const knownEmail = state?.email ?? pending?.email ?? '';
  const returnTo = pending?.returnTo ?? returnToFrom(location.search);
  const [email, setEmail] = useState(knownEmail);
  const [otp, setOtp] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(state?.message ?? null);
  const [done, setDone] = useState(false);
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const resendWait = useCountdown(
    pending?.email === knownEmail && knownEmail ? resendAvailableAt(pending.sentAt) : null,
  );
  const otpRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (knownEmail) otpRef.current?.focus();
  }, [knownEmail]);

  const submit = async () => {
    if (verify.isPending || done) return;
    const problems: Record<string, string> = {};
    const emailIssue = emailProblem(email);
    if (emailIssue) problems.email = emailIssue;
    if (otp.length !== 6) problems.otp = T.rules.otpMissing;
    setFieldErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length > 0) return;
    try {
      const { user, isHostSignup } = await verify.mutateAsync({ email: email.trim(), otp, type: 'signup' });
      setDone(true);
      clearPendingVerification();
      if (!user) await queryClient.invalidateQueries({ queryKey: meQueryKey });
      navigate(verifiedDestination(isHostSignup, returnTo), { replace: true });
    } catch (err) {
      const failure = describeFailure(err, { failed: MESSAGES.verifyFailed, error: MESSAGES.verifyError }, [
        'email',
        'otp',
      ]);
      setFieldErrors(failure.fields);
      setFormError(failure.message);
      setInfo(null);
      otpRef.current?.select();
    }
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void submit();
  };

  const onResend = async () => {
    const emailIssue = emailProblem(email);
    if (emailIssue) {
      setFieldErrors({ email: emailIssue });
      return;
    }
    setFormError(null);
    setInfo(null);
    try {
      const message = await resend.mutateAsync({ email: email.trim(), type: 'signup' });
      const sentAt = Date.now();
      savePendingVerification({ email: email.trim(), type: 'signup', sentAt, returnTo });
      resendWait.start(60);
      setInfo(message ?? T.verify.newCodeSent(email.trim()));
      setOtp('');
      otpRef.current?.focus();
    } catch (err) {
      const failure = describeFailure(err, { failed: MESSAGES.resendError, error: MESSAGES.resendError });
      setFormError(failure.message);
      if (failure.retryAfter) resendWait.start(failure.retryAfter);
    }
  };

  return (
    <AuthShell
      icon={MailCheck}
      documentTitle={T.verify.documentTitle}
      title={T.verify.title}
      subtitle={knownEmail ? <WithBold text={T.verify.sentTo(SLOT)} value={knownEmail} /> : T.verify.enterEmailAndCode}
      footer={{ text: T.verify.wrongEmail, link: T.verify.startAgain, to: '/auth/signup' }}
    >
      <form noValidate onSubmit={onSubmit} data-testid="verify-form">
        <FormAlert className="mb-4">{formError}</FormAlert>
        <FormAlert tone="info" className="mb-4">
          {formError ? null : info}
        </FormAlert>
        {!knownEmail && (
          <Field
            label={T.verify.email}
            name="email"
            {...EMAIL_INPUT}
            error={fieldErrors.email}
            disabled={verify.isPending}
            {...bound(email, setEmail)}
          />
        )}
        <OtpField
          ref={otpRef}
          value={otp}
          onChange={setOtp}
          error={fieldErrors.otp}
          disabled={verify.isPending || done}
        />
        <div className="mt-3">
          <SubmitButton className="w-full" pending={verify.isPending || done} pendingLabel={T.verify.submitting}>
            {T.verify.submit}
          </SubmitButton>
        </div>
      </form>
      <ResendCode pending={resend.isPending} remaining={resendWait.remaining} onResend={() => void onResend()} />
    </AuthShell>
  );
}
