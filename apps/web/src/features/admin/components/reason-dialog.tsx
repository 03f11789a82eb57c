import * as Dialog from 'radix-ui/dialog';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { ADMIN_D_TEXT as D } from '../texts-d';

/**
 * A confirmation that may need a reason: the action runs on confirm; a refusal shows its words
 * in the dialog, which stays open.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  withReason,
  danger,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  confirmLabel: string;
  withReason?: boolean;
  danger?: boolean;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const change = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setReason('');
      setError(null);
    }
    onOpenChange(next);
  };
  const ready = !withReason || reason.trim().length >= 3;
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/40" />
        <Dialog.Content className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-2xl bg-white p-6 shadow-2xl outline-none sm:bottom-auto sm:top-1/4">
          <Dialog.Title className="text-lg font-bold text-stone-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-700">{text}</Dialog.Description>
          <form
            className="mt-4"
            onSubmit={async (e) => {
              e.preventDefault();
              if (!ready) return;
              setBusy(true);
              setError(null);
              try {
                await onConfirm(reason.trim());
                setReason('');
                onOpenChange(false);
              } catch (err) {
                setError(err instanceof ApiError ? (err.serverMessage ?? D.actionFailed) : D.actionFailed);
              } finally {
                setBusy(false);
              }
            }}
          >
            {withReason && (
              <>
                <label htmlFor={id} className="text-sm font-semibold text-stone-800">
                  {D.hosts.reason}
                </label>
                <textarea
                  id={id}
                  value={reason}
                  maxLength={500}
                  required
                  autoFocus
                  onChange={(e) => setReason(e.target.value)}
                  className="mt-1 block min-h-24 w-full rounded-xl border border-stone-300 px-3 py-2 text-base outline-none focus:border-orange-600 focus:ring-2 focus:ring-orange-600/25"
                />
                <p className="mt-1 text-xs text-stone-600">{D.hosts.reasonHint}</p>
              </>
            )}
            {error && (
              <p role="alert" className="mt-2 text-sm text-red-700">
                {error}
              </p>
            )}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close type="button" className={buttonClass('outline', 'md')} disabled={busy}>
                {D.hosts.cancel}
              </Dialog.Close>
              <button
                type="submit"
                disabled={busy || !ready}
                className={buttonClass(
                  'primary',
                  'md',
                  `disabled:opacity-60 ${danger ? 'bg-red-700 hover:bg-red-800' : ''}`,
                )}
              >
                {confirmLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
