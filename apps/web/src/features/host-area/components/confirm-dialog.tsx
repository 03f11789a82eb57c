import * as AlertDialog from 'radix-ui/alert-dialog';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';

/**
 * A question before something that cannot be undone (a refund, removing a team member): Radix's
 * alert dialog, so focus starts on the safe choice and Escape cancels.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirm,
  cancel,
  busy,
  onConfirm,
  children,
  tone = 'destructive',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  busy?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
  /** 'primary' for a confirmation that gives nothing up (requesting a payout). */
  tone?: 'destructive' | 'primary';
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/40" />
        <AlertDialog.Content className="fixed inset-x-4 bottom-4 z-50 mx-auto max-h-[calc(100dvh-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl outline-none sm:bottom-auto sm:top-1/3 sm:max-h-[calc(66dvh-1rem)]">
          <AlertDialog.Title className="text-lg font-bold text-stone-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-stone-700">{text}</AlertDialog.Description>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('outline', 'md')}>{cancel}</AlertDialog.Cancel>
            <button
              type="button"
              disabled={busy}
              onClick={onConfirm}
              className={buttonClass(tone, 'md', 'disabled:opacity-60')}
            >
              {confirm}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
