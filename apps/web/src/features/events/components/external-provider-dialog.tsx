import { Check, Copy, ExternalLink, Info } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { DT } from '../dialogs.texts';
import { DialogShell } from './dialog-shell';

/** Spec section 9: the copy confirmation resets after 2 s. */
export const COPY_CONFIRMATION_MS = 2000;

interface ExternalProviderDialogProps {
  url: string | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * Confirmation before leaving for another ticket seller (spec section 2 "External provider dialog").
 * 'Continue to Tickets' opens the seller in a new tab and closes the dialog.
 */
export function ExternalProviderDialog({ url, onOpenChange }: ExternalProviderDialogProps) {
  const [copied, setCopied] = useState(false);
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const copy = async () => {
    if (!url) return;
    try {
      if (!navigator.clipboard) throw new Error('Clipboard not available');
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast({ title: DT.external.linkCopiedTitle, description: DT.external.linkCopiedText });
      window.clearTimeout(resetTimer.current);
      resetTimer.current = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch (err) {
      console.error('Failed to copy the ticket URL', err);
      toast({
        title: DT.external.copyFailedTitle,
        description: DT.external.copyFailedText,
        variant: 'destructive',
      });
    }
  };

  const proceed = () => {
    if (url) window.open(url, '_blank', 'noopener');
    onOpenChange(false);
  };

  const handleOpenChange = (open: boolean) => {
    if (!open) {
      window.clearTimeout(resetTimer.current);
      setCopied(false);
    }
    onOpenChange(open);
  };

  return (
    <DialogShell
      open={url !== null}
      onOpenChange={handleOpenChange}
      title={DT.external.title}
      description={DT.external.description}
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => handleOpenChange(false)}>
            {DT.external.cancel}
          </Button>
          <Button onClick={proceed}>
            {DT.external.continue}
            <ExternalLink className="size-4" aria-hidden="true" />
          </Button>
        </div>
      }
    >
      <p className="text-sm font-medium text-stone-700" id="external-ticket-url-label">
        {DT.external.website}
      </p>
      <div className="mt-2 flex items-center gap-2 rounded-xl border border-stone-200 bg-stone-50 p-2 pl-3">
        <span
          className="min-w-0 flex-1 break-all font-mono text-sm text-stone-800"
          aria-labelledby="external-ticket-url-label"
          data-testid="external-ticket-url"
        >
          {url}
        </span>
        <Button
          variant={copied ? 'secondary' : 'outline'}
          size="sm"
          onClick={copy}
          aria-label={copied ? DT.external.copied : DT.external.copyLink}
          className="shrink-0"
        >
          {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
          <span aria-hidden="true">{copied ? DT.external.copied : DT.external.copy}</span>
        </Button>
      </div>
      <div className="mt-5 rounded-xl bg-amber-50 p-4 text-sm text-amber-950">
        <p className="flex items-center gap-2 font-semibold">
          <Info className="size-4 shrink-0" aria-hidden="true" />
          {DT.external.note}
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>{DT.external.processedBy}</li>
          <li>{DT.external.terms}</li>
          <li>{DT.external.contact}</li>
        </ul>
      </div>
    </DialogShell>
  );
}
