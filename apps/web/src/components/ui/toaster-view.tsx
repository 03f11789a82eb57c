import * as RadixToast from 'radix-ui/toast';
import { UI } from '@/components/texts';
import { cn } from '@/lib/cn';
import { dismissToast, TOAST_DURATION, useToasts } from './toast';

/** Top of the screen on phones, bottom-right from the sm breakpoint up. */
export default function ToasterView() {
  const list = useToasts();
  return (
    <RadixToast.Provider duration={TOAST_DURATION} swipeDirection="right">
      {list.map((t) => (
        <RadixToast.Root
          key={t.id}
          open={t.open}
          duration={t.duration ?? TOAST_DURATION}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          data-variant={t.variant ?? 'default'}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-9 shadow-lg',
            'data-[state=open]:animate-in data-[state=closed]:opacity-0 transition-opacity',
            t.variant === 'destructive'
              ? 'border-red-700 bg-red-600 text-white'
              : 'border-stone-200 bg-white text-stone-900',
          )}
        >
          <div className="grid gap-1">
            <RadixToast.Title className="text-sm font-semibold">{t.title}</RadixToast.Title>
            {t.description && (
              <RadixToast.Description className="text-sm opacity-90">{t.description}</RadixToast.Description>
            )}
          </div>
          <RadixToast.Close
            aria-label={UI.close}
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus:opacity-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-current"
          >
            <svg width="14" height="14" viewBox="0 0 15 15" aria-hidden="true">
              <path d="M4 4l7 7M11 4l-7 7" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px] outline-none" />
    </RadixToast.Provider>
  );
}
