import type { TOrder } from '@tribe/contracts/checkout';
import { MessageCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/form/input-class';
import { cn } from '@/lib/cn';
import { orderTicketsLink, whatsAppSendUrl } from '@/lib/whatsapp';
import { WHATSAPP_T as T } from '../texts-whatsapp';

/**
 * "Send to WhatsApp": asks for a Kenyan number and opens WhatsApp's chat with it in a new tab,
 * with a short text and the bearer link to the order's tickets (the link the confirmation mail
 * and SMS carry). WhatsApp sends it, not us; the number is not kept.
 */
export function SendToWhatsApp({ order, size = 'lg' }: { order: Pick<TOrder, 'token' | 'event'>; size?: 'sm' | 'lg' }) {
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const url = whatsAppSendUrl(phone, T.message(order.event.title), orderTicketsLink(order.token));
    if (!url) {
      setError(T.invalidPhone);
      return;
    }
    setError(null);
    window.open(url, '_blank', 'noopener,noreferrer');
  };

  if (!open)
    return (
      <Button
        variant="outline"
        size={size}
        onClick={() => setOpen(true)}
        className={size === 'lg' ? 'w-full sm:w-auto' : ''}
      >
        <MessageCircle className="size-4 text-emerald-700" aria-hidden="true" />
        {T.open}
      </Button>
    );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid w-full gap-2 rounded-xl border border-stone-200 p-3"
      aria-label={T.open}
    >
      <label htmlFor={`${id}-phone`} className="text-sm font-semibold text-stone-800">
        {T.phoneLabel}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          placeholder={T.phonePlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={cn(inputClass, 'h-10 min-w-0 flex-1')}
        />
        <Button type="submit" size="sm">
          {T.send}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          {T.cancel}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        {T.hint}
      </p>
    </form>
  );
}
