import { forwardRef } from 'react';
import { normalizeOtp } from '../form-rules';
import { Field } from '@/components/form/fields';
import { T } from '../texts';

/**
 * The 6-digit code: one input (so pasting the whole code and the phone's "from Messages/Mail"
 * suggestion both work), digits only, spaced wide so it reads like the code in the mail.
 */
export const OtpField = forwardRef<
  HTMLInputElement,
  { value: string; onChange: (code: string) => void; error?: string; label?: string; disabled?: boolean }
>(function OtpField({ value, onChange, error, label, disabled }, ref) {
  return (
    <Field
      ref={ref}
      label={label ?? T.controls.verificationCode}
      name="otp"
      value={value}
      onChange={(e) => onChange(normalizeOtp(e.target.value))}
      error={error}
      hint={T.controls.otpHint}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={12}
      placeholder="••••••"
      disabled={disabled}
      className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em] [&_input]:indent-[0.5em] [&_input]:placeholder:tracking-[0.5em]"
    />
  );
});
