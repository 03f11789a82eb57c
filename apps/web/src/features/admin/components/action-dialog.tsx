import * as Dialog from 'radix-ui/dialog';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormAlert, inputClass } from '@/components/form/fields';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { ADMIN_TEXT as T } from '../texts';
import { DialogActions } from '@/components/form/dialog-actions';

/** The few words an action asks for: a suspension's or take-down's reason, a report's note. */
export interface ActionNote {
  label: string;
  hint?: string;
  /** The confirm button stays disabled until this many characters (trimmed) are typed. */
  minLength: number;
  maxLength?: number;
}

/**
 * The admin area's one confirmation dialog: a title, what will happen, optionally a note, and a
 * confirm button. It runs `onConfirm` itself: busy while it runs, closed when it resolves; a
 * refusal's words (the server's message, else a generic line) show in the dialog, which stays
 * open so the admin can change the note and try again. The note is cleared each time it opens.
 */
export function ActionDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  cancelLabel = T.cancel,
  destructive,
  note,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text?: string;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  /** Ask for a note; `onConfirm` gets it trimmed (an empty string when not asked). */
  note?: ActionNote;
  onConfirm: (note: string) => Promise<unknown>;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  useEffect(() => {
    if (open) {
      setValue('');
      setError(undefined);
    }
  }, [open]);
  const ready = !note || value.trim().length >= note.minLength;
  const change = (next: boolean) => {
    if (!busy) onOpenChange(next);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm(value.trim());
      onOpenChange(false);
    } catch (err) {
      setError(err instanceof ApiError && err.serverMessage ? err.serverMessage : T.actionFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <Dialog.Content
          {...(text ? {} : { 'aria-describedby': undefined })}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-white p-6 shadow-2xl outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
        >
          <Dialog.Title className="text-xl font-bold tracking-tight text-stone-900">{title}</Dialog.Title>
          {text && <Dialog.Description className="mt-2 text-stone-600">{text}</Dialog.Description>}
          <form onSubmit={submit} className="mt-5 grid gap-4">
            {note && (
              <div>
                <label htmlFor={id} className="text-sm font-semibold text-stone-800">
                  {note.label}
                </label>
                <textarea
                  id={id}
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                  maxLength={note.maxLength ?? 500}
                  required
                  autoFocus
                  aria-describedby={note.hint ? `${id}-hint` : undefined}
                  className={cn(inputClass, 'mt-1.5 min-h-28 border-stone-300 py-3')}
                />
                {note.hint && (
                  <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
                    {note.hint}
                  </p>
                )}
              </div>
            )}
            <FormAlert>{error}</FormAlert>
            <DialogActions
              cancelLabel={cancelLabel}
              onCancel={() => change(false)}
              cancelDisabled={busy}
              submitLabel={confirmLabel}
              submitDisabled={busy || !ready}
              destructive={destructive}
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
