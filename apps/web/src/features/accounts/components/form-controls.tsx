import { AlertCircle, Eye, EyeOff } from 'lucide-react';
import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { T } from '../texts';

const inputClass =
  'block h-12 w-full rounded-xl border bg-white px-3.5 text-base text-stone-900 shadow-sm outline-none transition-colors placeholder:text-stone-400 focus:border-orange-600 focus:ring-2 focus:ring-orange-600/25 disabled:bg-stone-50 disabled:text-stone-500';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** Something on the label's line, right-aligned (a "Forgot password?" link). */
  labelAside?: ReactNode;
  /** Content drawn inside the input's right edge (a show/hide button). */
  trailing?: ReactNode;
  /** Content under the input, before the message line (a strength meter). */
  below?: ReactNode;
}

/**
 * A labelled input with its message line. The line under the input always takes its height, so
 * an error appearing never pushes the rest of the form down; the error is tied to the input
 * (aria-describedby, aria-invalid) and read out when it appears.
 */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { label, name, error, hint, labelAside, trailing, below, className, ...props },
  ref,
) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={cn('pb-2', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-stone-800">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative mt-1.5">
        <input
          ref={ref}
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className={cn(
            inputClass,
            error ? 'border-red-600 focus:border-red-600 focus:ring-red-600/20' : 'border-stone-300',
            trailing ? 'pr-12' : undefined,
          )}
          {...props}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      {below}
      <p
        id={messageId}
        aria-live="polite"
        className={cn('mt-1.5 min-h-5 text-[13px] leading-5', error ? 'font-medium text-red-700' : 'text-stone-500')}
        data-testid={`${name}-message`}
      >
        {error ? (
          <span className="inline-flex items-start gap-1.5">
            <AlertCircle aria-hidden className="mt-0.5 size-3.5 shrink-0" />
            {error}
          </span>
        ) : (
          hint
        )}
      </p>
    </div>
  );
});

/** A password input with a show/hide switch. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type' | 'trailing'>>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        {...props}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        trailing={
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? T.controls.hidePassword : T.controls.showPassword}
            aria-pressed={visible}
            className="flex size-10 items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
          >
            {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
          </button>
        }
      />
    );
  },
);

/** The form's own message (not tied to one field), announced as soon as it appears. */
export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'info' }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'}>
      {message && (
        <p
          className={cn(
            'mb-4 flex items-start gap-2 rounded-xl border px-3.5 py-3 text-sm',
            tone === 'error'
              ? 'border-red-200 bg-red-50 text-red-800'
              : 'border-emerald-200 bg-emerald-50 text-emerald-900',
          )}
          data-testid="form-alert"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}

/** The form's main button: full width, a spinner and its own words while the call runs. */
export function SubmitButton({
  pending,
  children,
  pendingLabel,
  disabled,
}: {
  pending: boolean;
  children: ReactNode;
  pendingLabel: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      className={cn(
        'inline-flex h-12 w-full items-center justify-center gap-2 rounded-full px-6 text-base font-semibold text-white transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600 focus-visible:ring-offset-2',
        // Busy keeps the brand colour (the spinner says why it cannot be pressed); blocked goes grey.
        pending
          ? 'cursor-wait bg-orange-700/85'
          : disabled
            ? 'cursor-not-allowed bg-stone-300 text-stone-600'
            : 'bg-orange-700 hover:bg-orange-800',
      )}
    >
      {pending ? (
        <>
          <Spinner className="size-5 text-white" label={pendingLabel} />
          <span aria-hidden>{pendingLabel}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** "or", between the password form and the Google button. */
export function OrDivider() {
  return (
    <div
      className="my-5 flex items-center gap-3 text-xs font-semibold uppercase tracking-wider text-stone-500"
      aria-hidden
    >
      <span className="h-px flex-1 bg-stone-200" />
      {T.controls.or}
      <span className="h-px flex-1 bg-stone-200" />
    </div>
  );
}
