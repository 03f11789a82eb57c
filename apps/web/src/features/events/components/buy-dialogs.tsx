import type { TEvent } from '@tribe/contracts';
import { lazy } from 'react';
import { OnceOpened } from './lazy-dialog-shell';
import type { TTicketDialogController } from './use-ticket-dialog';

/**
 * The event page's two buying dialogs are chunks of their own (issue 26): a phone that only reads
 * the page does not download them (the dialog primitives, the ticket steps, checkout's stored
 * data). They are fetched when a finger or pointer nears 'Get Tickets' or it takes the focus
 * (`preloadBuyDialogs`), and at the latest when the dialog opens.
 */
const loadTicketDialog = () => import('./ticket-dialog');
const loadExternalDialog = () => import('./external-provider-dialog');

const TicketDialog = lazy(() => loadTicketDialog().then((m) => ({ default: m.EventTicketDialog })));
const ExternalDialog = lazy(() => loadExternalDialog().then((m) => ({ default: m.ExternalProviderDialog })));

let preloading: Promise<unknown> | null = null;
/** Starts fetching both dialogs once; a failed fetch is tried again at the next intent. */
export function preloadBuyDialogs(): void {
  preloading ??= Promise.all([loadTicketDialog(), loadExternalDialog()]).catch(() => {
    preloading = null;
  });
}

export function LazyTicketDialog({ event, controller }: { event: TEvent; controller: TTicketDialogController }) {
  return (
    <OnceOpened open={controller.state.open}>
      <TicketDialog event={event} controller={controller} />
    </OnceOpened>
  );
}

export function LazyExternalProviderDialog({
  url,
  onOpenChange,
}: {
  url: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <OnceOpened open={url !== null}>
      <ExternalDialog url={url} onOpenChange={onOpenChange} />
    </OnceOpened>
  );
}
