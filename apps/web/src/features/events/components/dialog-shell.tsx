import { X } from 'lucide-react';
import * as Dialog from 'radix-ui/dialog';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { DT } from '../dialogs.texts';

interface DialogShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/**
 * A Radix dialog laid out for this feature: a bottom sheet on phones, a centred card from sm up,
 * with a scrolling body and a fixed footer. Focus is trapped and Escape closes it (Radix).
 */
export function DialogShell({ open, onOpenChange, title, description, children, footer, className }: DialogShellProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl bg-white shadow-2xl outline-none',
            'sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4 border-b border-stone-100 px-6 pb-4 pt-6">
            <div className="min-w-0">
              <Dialog.Title className="text-xl font-bold tracking-tight text-stone-900">{title}</Dialog.Title>
              {description && (
                <Dialog.Description className="mt-1 text-sm text-stone-600">{description}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              aria-label={DT.dialog.close}
              className="-mr-2 -mt-1 shrink-0 rounded-full p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
          {footer && (
            <div className="border-t border-stone-100 px-6 pb-[max(1.25rem,env(safe-area-inset-bottom))] pt-4">
              {footer}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
