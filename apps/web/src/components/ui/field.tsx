import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export const inputClass =
  'block w-full rounded-xl border bg-white px-3.5 text-base text-stone-900 shadow-sm outline-none transition-colors placeholder:text-stone-400 focus:border-orange-600 focus:ring-2 focus:ring-orange-600/25 disabled:bg-stone-50 disabled:text-stone-500';

interface Common {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
}

/**
 * A labelled input with one message line under it (the hint, or the error in its place), tied
 * to the input for screen readers. The line keeps its height so an error never moves the form.
 */
export function Field({ label, error, hint, className, ...props }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-msg`}
        className={cn(inputClass, 'mt-1.5 h-12', error ? 'border-red-600' : 'border-stone-300')}
        {...props}
      />
      <Message id={`${id}-msg`} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...props
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-msg`}
        className={cn(inputClass, 'mt-1.5 min-h-28 py-3', error ? 'border-red-600' : 'border-stone-300')}
        {...props}
      />
      <Message id={`${id}-msg`} error={error} hint={hint} />
    </div>
  );
}

function Message({ id, error, hint }: { id: string; error?: string | undefined; hint?: ReactNode }) {
  return (
    <p
      id={id}
      role={error ? 'alert' : undefined}
      className={cn('mt-1 min-h-5 text-sm', error ? 'font-medium text-red-700' : 'text-stone-500')}
    >
      {error ?? hint}
    </p>
  );
}

/** A form-level message (what the server said), shown above the buttons. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}
