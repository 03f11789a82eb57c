import { X } from 'lucide-react';
import * as Dialog from 'radix-ui/dialog';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The phone menu: a sheet from the right with the brand and a close button on top, used by the
 * site's header, the host area and the admin area. The words are the caller's (each area names
 * its menu its own way); `brand` closes the sheet when clicked (it is a link home).
 */
export function MenuSheet({
  open,
  onOpenChange,
  brand,
  title,
  description,
  closeLabel,
  tall = false,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brand: ReactNode;
  /** The sheet's name for screen readers. */
  title: string;
  description: string;
  closeLabel: string;
  /** The top row matches the bar that opened the sheet: 64 px under the site's header, 56 px in an area. */
  tall?: boolean;
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/40 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[88%] max-w-sm flex-col bg-white shadow-2xl outline-none transition-transform duration-300 ease-out starting:translate-x-full"
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div
            className={cn('flex items-center justify-between border-b border-stone-200 px-4', tall ? 'h-16' : 'h-14')}
          >
            <span onClickCapture={() => onOpenChange(false)}>{brand}</span>
            <Dialog.Close
              aria-label={closeLabel}
              className="inline-flex size-10 items-center justify-center rounded-full text-stone-700 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-orange-600"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          <Dialog.Description className="sr-only">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
