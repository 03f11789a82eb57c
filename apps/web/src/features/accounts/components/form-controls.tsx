import type { ReactNode } from 'react';
import { SubmitButton } from '@/components/form/fields';
import { T } from '../texts';

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

/** An account form's submit, across the form; held back while the wait before another try runs. */
export function AuthSubmit({
  pending,
  pendingLabel,
  wait,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  wait: { remaining: number };
  children: ReactNode;
}) {
  return (
    <SubmitButton className="w-full" pending={pending} pendingLabel={pendingLabel} disabled={wait.remaining > 0}>
      {children}
    </SubmitButton>
  );
}
