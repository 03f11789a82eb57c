import { MessageCircle } from 'lucide-react';
import { whatsAppShareUrl } from '@/lib/whatsapp';
import { T } from '../texts';

/**
 * "Share on WhatsApp" beside the Share button: a plain link to WhatsApp's click-to-chat with a
 * short text and the event's address, opened in a new tab (the person picks the chat there).
 * On a phone it is the icon alone (its words stay its accessible name), so it sits on the
 * Share button's line instead of pushing the title down.
 */
export function WhatsAppShare({ title, url }: { title: string; url: string }) {
  return (
    <a
      href={whatsAppShareUrl(T.whatsapp.message(title), url)}
      target="_blank"
      rel="noopener noreferrer"
      title={T.whatsapp.share}
      className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full border border-stone-300 bg-white px-3 text-sm sm:px-4 font-semibold text-stone-800 transition hover:bg-stone-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600 focus-visible:ring-offset-2"
    >
      <MessageCircle className="size-4 text-emerald-700" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{T.whatsapp.share}</span>
    </a>
  );
}
