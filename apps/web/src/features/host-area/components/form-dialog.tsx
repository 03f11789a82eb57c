import * as Dialog from 'radix-ui/dialog';
import { X } from 'lucide-react';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { DialogActions } from '@/components/form/dialog-actions';
import { cn } from '@/lib/cn';

/**
 * The host area's dialog around one form (guest tickets, promo codes): a sheet from the bottom on
 * a phone, a card near the top from `sm`; its title, lead and close button, the form's fields
 * scrolling under them and its actions in the footer. While `busy` it cannot be closed.
 */
export function FormDialog({
  title,
  text,
  closeLabel,
  busy,
  onClose,
  onSubmit,
  placement,
  actions,
  children,
}: {
  title: ReactNode;
  text: ReactNode;
  closeLabel: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (e: FormEvent) => void;
  /** Where the card stands from `sm`: its top and its tallest. */
  placement: string;
  /** Its way out and its submit, in the footer. */
  actions: Omit<ComponentProps<typeof DialogActions>, 'className'>;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/40" />
        <Dialog.Content
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[92dvh] w-full max-w-lg flex-col rounded-t-2xl bg-white shadow-2xl outline-none sm:inset-x-4 sm:bottom-auto sm:rounded-2xl',
            placement,
          )}
        >
          <div className="flex items-start justify-between gap-3 border-b border-stone-100 px-5 pb-3 pt-5 sm:px-6">
            <div>
              <Dialog.Title className="text-lg font-bold text-stone-900">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-stone-600">{text}</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={closeLabel}
              disabled={busy}
              className="-mr-2 -mt-1 rounded-full p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
            <div className="grid gap-1 overflow-y-auto px-5 pt-4 sm:px-6">{children}</div>
            <DialogActions className="border-t border-stone-100 px-5 py-4 sm:px-6" {...actions} />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
