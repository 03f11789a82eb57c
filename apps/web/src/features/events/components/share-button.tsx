import { Share2 } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { T } from '../texts';

const shareFailed = () =>
  toast({
    title: T.share.failedTitle,
    description: T.share.failedText,
    variant: 'destructive',
  });

/**
 * Shares the page (spec section 8 toasts): the system share sheet where there is one, else the URL
 * is copied to the clipboard. Dismissing the share sheet (AbortError) is not a failure.
 */
export async function shareEvent(title: string, url: string = window.location.href): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text: title, url });
      toast({ title: T.share.sharedTitle, description: T.share.sharedText });
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      console.error('Failed to share event', err);
      shareFailed();
    }
    return;
  }
  try {
    if (!navigator.clipboard) throw new Error('Clipboard not available');
    await navigator.clipboard.writeText(url);
    toast({ title: T.share.copiedTitle, description: T.share.copiedText });
  } catch (err) {
    console.error('Failed to copy event link', err);
    shareFailed();
  }
}

export function ShareButton({ title }: { title: string }) {
  return (
    <button
      type="button"
      onClick={() => void shareEvent(title)}
      className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 transition hover:bg-stone-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600 focus-visible:ring-offset-2"
    >
      <Share2 className="size-4" aria-hidden="true" />
      <span>{T.share.button}</span>
    </button>
  );
}
