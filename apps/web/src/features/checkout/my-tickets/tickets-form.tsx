import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * The box My tickets opens under an order to do something with some of its tickets (send them to a
 * friend, return them to the waiting list): its title and intro, the choices, the server's or the
 * form's problem, then the submit and the way out.
 */
export function TicketsForm({
  id,
  title,
  intro,
  className,
  onSubmit,
  children,
  problem,
  problemClassName,
  actionsClassName,
  busy,
  submitLabel,
  busyLabel,
  closeLabel,
  onClose,
}: {
  /** The form's own id (`useId`), which names its title. */
  id: string;
  title: string;
  intro: string;
  /** The box's colours. */
  className: string;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
  problem: string | null;
  /** The problem's and the buttons' spacing from what comes before them. */
  problemClassName: string;
  actionsClassName?: string;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className={cn('mt-4 rounded-2xl border p-4', className)}
      noValidate
    >
      <h4 id={`${id}-title`} className="font-bold text-stone-900">
        {title}
      </h4>
      <p className="mt-1 text-sm text-stone-600">{intro}</p>
      {children}
      {problem && (
        <p role="alert" className={cn(problemClassName, 'rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800')}>
          {problem}
        </p>
      )}
      <div className={cn(actionsClassName, 'flex flex-wrap gap-2')}>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          {closeLabel}
        </Button>
      </div>
    </form>
  );
}
