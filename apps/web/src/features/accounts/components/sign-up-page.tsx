import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@/lib/router';
import { SIGN_UP_FIELDS, useSignUp, type TSignUpField } from '../api/sign-up';
import { describeFailure, MESSAGES, withWait } from '../auth-messages';
import {
  emailProblem,
  nameProblem,
  normalizeKenyanPhone,
  passwordProblem,
  passwordHint,
  phoneProblem,
  usernameProblem,
} from '../form-rules';
import { useCountdown } from '../hooks/use-countdown';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect';
import { savePendingVerification } from '../pending-verification';
import { returnToFrom, withParams } from '../return-to';
import { AuthShell } from './auth-shell';
import { EMAIL_INPUT, Field, FormAlert, PasswordField, USERNAME_INPUT } from '@/components/form/fields';
import { AuthSubmit, OrDivider } from './form-controls';
import { GoogleButton } from './google-button';
import { PasswordStrengthMeter } from './password-strength-meter';
import { T } from '../texts';

type TValues = Record<TSignUpField, string>;
const EMPTY: TValues = { firstName: '', lastName: '', username: '', email: '', phone: '', password: '' };

/** Every problem the form can see before sending, by field. */
export function signUpProblems(v: TValues): Partial<Record<TSignUpField, string>> {
  const problems: Partial<Record<TSignUpField, string>> = {
    firstName: nameProblem(v.firstName, 'first') ?? undefined,
    lastName: nameProblem(v.lastName, 'last') ?? undefined,
    username: usernameProblem(v.username) ?? undefined,
    email: emailProblem(v.email) ?? undefined,
    phone: phoneProblem(v.phone) ?? undefined,
    password: v.password ? (passwordProblem(v.password) ?? undefined) : T.rules.passwordMissing,
  };
  for (const key of SIGN_UP_FIELDS) if (!problems[key]) delete problems[key];
  return problems;
}

/** /auth/signup, and with ?type=host the host's sign-up: the account, then a code by email. */
export function SignUpPage() {
  useSignedInRedirect();
  const { search } = useLocation();
  const navigate = useNavigate();
  const isHost = new URLSearchParams(search).get('type') === 'host';
  const returnTo = returnToFrom(search);
  const signUp = useSignUp();
  const [values, setValues] = useState<TValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<TSignUpField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const wait = useCountdown();
  const refs = useRef<Partial<Record<TSignUpField, HTMLInputElement | null>>>({});

  const set = (field: TSignUpField) => (e: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    // Once the form has been sent, problems clear (or change) as they are fixed.
    if (submitted) setErrors((prev) => ({ ...prev, [field]: signUpProblems(next)[field] }));
  };
  const blur = (field: TSignUpField) => () => {
    if (values[field]) setErrors((prev) => ({ ...prev, [field]: signUpProblems(values)[field] }));
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (signUp.isPending) return;
    setSubmitted(true);
    setFormError(null);
    const problems = signUpProblems(values);
    setErrors(problems);
    const first = SIGN_UP_FIELDS.find((f) => problems[f]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    const email = values.email.trim();
    try {
      const { message } = await signUp.mutateAsync({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        username: values.username.trim(),
        email,
        phone: normalizeKenyanPhone(values.phone) ?? values.phone,
        password: values.password,
        type: isHost ? 'host' : 'attendee',
      });
      savePendingVerification({ email, type: 'signup', sentAt: Date.now(), returnTo });
      navigate('/auth/verify', { state: { email, message } });
    } catch (err) {
      const failure = describeFailure(
        err,
        { failed: MESSAGES.signUpFailed, error: MESSAGES.signUpError },
        SIGN_UP_FIELDS,
      );
      setErrors(failure.fields);
      setFormError(failure.message);
      if (failure.retryAfter) wait.start(failure.retryAfter);
      const firstField = SIGN_UP_FIELDS.find((f) => failure.fields[f]);
      if (firstField) refs.current[firstField]?.focus();
    }
  };

  const field = (name: TSignUpField) => ({
    name,
    ref: (el: HTMLInputElement | null) => {
      refs.current[name] = el;
    },
    value: values[name],
    onChange: set(name),
    onBlur: blur(name),
    error: errors[name],
    disabled: signUp.isPending,
  });

  return (
    <AuthShell
      documentTitle={isHost ? T.signUp.documentTitleHost : T.signUp.documentTitle}
      variant={isHost ? 'host' : 'attendee'}
      title={isHost ? T.signUp.titleHost : T.signUp.title}
      subtitle={isHost ? T.signUp.subtitleHost : T.signUp.subtitle}
      footer={{ text: T.signUp.haveAccount, link: T.signUp.logIn, to: withParams('/auth/signin', { returnTo }) }}
    >
      <GoogleButton host={isHost} returnTo={returnTo} label={T.signUp.google} />
      <OrDivider />
      <form noValidate onSubmit={onSubmit} data-testid="signup-form">
        <FormAlert className="mb-4">{withWait(formError, wait.remaining)}</FormAlert>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label={T.signUp.firstName} autoComplete="given-name" maxLength={60} {...field('firstName')} />
          <Field label={T.signUp.lastName} autoComplete="family-name" maxLength={60} {...field('lastName')} />
        </div>
        <Field
          label={T.signUp.username}
          {...USERNAME_INPUT}
          maxLength={30}
          hint={T.signUp.usernameHint}
          {...field('username')}
        />
        <Field label={T.signUp.email} {...EMAIL_INPUT} hint={T.signUp.emailHint} {...field('email')} />
        <Field
          label={T.signUp.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          placeholder="0712 345 678"
          hint={T.signUp.phoneHint}
          {...field('phone')}
        />
        <PasswordField
          label={T.signUp.password}
          autoComplete="new-password"
          maxLength={128}
          hint={passwordHint()}
          below={<PasswordStrengthMeter password={values.password} />}
          {...field('password')}
        />
        <div className="mt-3">
          <AuthSubmit pending={signUp.isPending} pendingLabel={T.signUp.submitting} wait={wait}>
            {isHost ? T.signUp.submitHost : T.signUp.submit}
          </AuthSubmit>
        </div>
        <p className="mt-4 text-center text-xs leading-5 text-stone-500">
          {T.signUp.agreeStart}{' '}
          <Link to="/terms-of-service" className="underline underline-offset-2 hover:text-stone-800">
            {T.signUp.terms}
          </Link>{' '}
          {T.signUp.and}{' '}
          <Link to="/privacy-policy" className="underline underline-offset-2 hover:text-stone-800">
            {T.signUp.privacy}
          </Link>
          {T.signUp.agreeEnd}
        </p>
      </form>
    </AuthShell>
  );
}
