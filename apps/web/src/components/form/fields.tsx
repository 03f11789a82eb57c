import { AlertCircle, Eye, EyeOff } from 'lucide-react';
import {
  forwardRef,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { UI } from '@/components/texts';
import { cn } from '@/lib/cn';
import { inputClass } from './input-class';

/**
 * The form kit every area uses: labelled fields with one message line each, the form's own
 * message, the submit button, large radio choices, a toggle and a form section. Each field's
 * message line keeps its height, so an error appearing never pushes the form down; the error is
 * tied to its input (aria-describedby, aria-invalid) and read out when it appears.
 */

export { inputClass };

/** How an email address is typed: the email keyboard, no capital letters, no spelling fixes. */
export const EMAIL_INPUT = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
  maxLength: 254,
} as const;

/** How a username is typed: as it is, with no capital letters and no spelling fixes. */
export const USERNAME_INPUT = {
  autoComplete: 'username',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;

/** A field's value and its onChange, bound to a piece of state (`useState`'s value and setter). */
export const bound = (value: string, set: (value: string) => void) => ({
  value,
  onChange: (e: { target: { value: string } }) => set(e.target.value),
});

const labelClass = 'text-sm font-semibold text-stone-800';
const borderClass = (error: string | undefined) =>
  error ? 'border-red-600 focus:border-red-600 focus:ring-red-600/20' : 'border-stone-300';

interface Common {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
}

/** The line under a field: the hint, or the error in its place. `name` gives tests a handle (`<name>-message`). */
export function FieldMessage({
  id,
  error,
  hint,
  name,
}: {
  id: string;
  error?: string | undefined;
  hint?: ReactNode;
  name?: string;
}) {
  return (
    <p
      id={id}
      role={error ? 'alert' : undefined}
      data-testid={name ? `${name}-message` : undefined}
      className={cn('mt-1 min-h-5 text-sm', error ? 'font-medium text-red-700' : 'text-stone-500')}
    >
      {error ?? hint}
    </p>
  );
}

interface FieldProps extends Common, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Something on the label's line, right-aligned (a "Forgot password?" link). */
  labelAside?: ReactNode;
  /** Content drawn inside the input's right edge (a show/hide button). */
  trailing?: ReactNode;
  /** Content under the input, before the message line (a strength meter). */
  below?: ReactNode;
}

/** The control's id and its ties to the label and message line. */
function useControl(name: string | undefined, error: string | undefined) {
  const id = useId();
  return {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${id}-msg`,
  } as const;
}

/** A labelled input with its message line. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, className, labelAside, trailing, below, name, ...props },
  ref,
) {
  const control = useControl(name, error);
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={control.id} className={labelClass}>
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative mt-1.5">
        <input
          ref={ref}
          {...control}
          className={cn(inputClass, 'h-12', borderClass(error), trailing ? 'pr-12' : undefined)}
          {...props}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      {below}
      <FieldMessage id={`${control.id}-msg`} error={error} hint={hint} name={name} />
    </div>
  );
});

/**
 * A field for a 6-digit code sent by SMS or mail: numeric keypad, the phone's one-time-code
 * autofill, one space of slack for a pasted "123 456", large spaced digits.
 */
export function CodeField({
  className,
  ...props
}: Omit<FieldProps, 'inputMode' | 'autoComplete' | 'pattern' | 'maxLength'>) {
  return (
    <Field
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={7}
      className={cn('[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.4em]', className)}
      {...props}
    />
  );
}

/** A password input with a show/hide switch. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type' | 'trailing'>>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <Field
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
            aria-label={visible ? UI.hidePassword : UI.showPassword}
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

/** A control with its label above and its message line below. */
function Labelled({
  control,
  label,
  error,
  hint,
  className,
  children,
}: Common & { control: { id: string; name: string | undefined }; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={control.id} className={labelClass}>
        {label}
      </label>
      {children}
      <FieldMessage id={`${control.id}-msg`} error={error} hint={hint} name={control.name} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  name,
  ...props
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const control = useControl(name, error);
  return (
    <Labelled control={control} label={label} error={error} hint={hint} className={className}>
      <textarea {...control} className={cn(inputClass, 'mt-1.5 min-h-28 py-3', borderClass(error))} {...props} />
    </Labelled>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  name,
  ...props
}: Common & { children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const control = useControl(name, error);
  return (
    <Labelled control={control} label={label} error={error} hint={hint} className={className}>
      <select {...control} className={cn(inputClass, 'mt-1.5 h-12', borderClass(error))} {...props}>
        {children}
      </select>
    </Labelled>
  );
}

/** The form's own message (what the server said, not tied to one field), read out as it appears. */
export function FormAlert({
  children,
  tone = 'error',
  className,
}: {
  children: ReactNode;
  tone?: 'error' | 'info';
  className?: string;
}) {
  if (!children) return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid="form-alert"
      className={cn(
        'flex items-start gap-2 rounded-xl border px-4 py-3 text-sm font-medium',
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-emerald-200 bg-emerald-50 text-emerald-900',
        className,
      )}
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/**
 * The form's main button: a spinner and its own words while the call runs (busy keeps the
 * brand colour: the spinner says why it cannot be pressed); blocked goes grey.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled,
  className,
  children,
}: {
  pending: boolean;
  /** Said while busy, in place of the button's words; without it the words stay beside the spinner. */
  pendingLabel?: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      className={buttonClass(
        'primary',
        'lg',
        cn(pending && 'cursor-wait disabled:bg-orange-700/85 disabled:text-white', className),
      )}
    >
      {pending && <Spinner className="size-5 text-white" label={pendingLabel ?? UI.saving} />}
      {pending && pendingLabel ? <span aria-hidden>{pendingLabel}</span> : children}
    </button>
  );
}

/** A form section: a white card with its heading, which names the group for screen readers. */
export function FormSection({
  id,
  title,
  tour,
  children,
}: {
  id: string;
  title: string;
  /** What a guided tour step points at (data-tour). */
  tour?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-tour={tour}
      className="scroll-mt-20 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="mb-4 text-lg font-bold tracking-tight text-stone-900">
        {title}
      </h2>
      <div className="grid gap-1">{children}</div>
    </section>
  );
}

/**
 * One choice of a few as large radio cards: with a line saying what each means (`hint`, three
 * across), or with an icon (`icon`, two across: M-Pesa or bank, national ID or passport).
 */
export function ChoiceCards<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: V;
  options: readonly { value: V; label: string; hint?: string; icon?: ReactNode }[];
  onChange: (value: V) => void;
}) {
  const described = options.some((o) => o.hint);
  return (
    <fieldset className="mb-4">
      <legend className={cn(labelClass, 'mb-2')}>{legend}</legend>
      <div className={cn('grid gap-2', described ? 'sm:grid-cols-3' : 'grid-cols-2 gap-3')}>
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex min-h-12 cursor-pointer gap-3 rounded-xl border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-orange-600',
              described ? '' : 'items-center gap-2 px-4 text-sm font-semibold',
              value === o.value
                ? 'border-orange-600 bg-orange-50 text-orange-900'
                : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className={described ? 'mt-1 size-4 accent-orange-700' : 'sr-only'}
            />
            {o.icon}
            {described ? (
              <span>
                <span className="block font-semibold text-stone-900">{o.label}</span>
                <span className="block text-sm text-stone-600">{o.hint}</span>
              </span>
            ) : (
              o.label
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="mb-4 flex cursor-pointer items-start gap-3">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-5 accent-orange-700"
      />
      <span>
        <span className="block font-semibold text-stone-900">{label}</span>
        {hint && <span className="block text-sm text-stone-600">{hint}</span>}
      </span>
    </label>
  );
}

/** After a refused submit, puts the cursor in the first field that needs fixing. */
export function focusFirstInvalid(form: Element) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
