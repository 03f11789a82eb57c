import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * A dialog form's last row: the way out and the submit. On a phone they stack with the submit on
 * top, within the thumb's reach; from `sm` they sit side by side at the end. `className` places the
 * row (a margin, or a bordered footer).
 */
export function DialogActions({
  className,
  cancelLabel,
  onCancel,
  cancelDisabled,
  submitLabel,
  submitDisabled,
  submitBusy,
  submitClassName,
  destructive = false,
}: {
  className?: string;
  cancelLabel: ReactNode;
  onCancel: () => void;
  cancelDisabled?: boolean;
  submitLabel: ReactNode;
  submitDisabled?: boolean;
  /** Said to assistive technology while the submit is under way (`aria-busy`). */
  submitBusy?: boolean;
  submitClassName?: string;
  destructive?: boolean;
}) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <Button variant="outline" disabled={cancelDisabled} onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        type="submit"
        variant={destructive ? 'destructive' : 'primary'}
        disabled={submitDisabled}
        aria-busy={submitBusy}
        className={submitClassName}
      >
        {submitLabel}
      </Button>
    </div>
  );
}
