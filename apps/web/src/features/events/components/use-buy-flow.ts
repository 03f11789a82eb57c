import { track } from '@/lib/analytics-bus';
import { useQueryClient } from '@tanstack/react-query';
import type { TConfigResponse, TEvent } from '@tribe/contracts';
import { useState } from 'react';
import { useNavigate } from '@/lib/router';
import { toast } from '@/components/ui/toast';
import { trackClick } from '../api/track-click';
import { decideBuyAction } from '../lib/buy-flow';
import { defaultDateOption } from '../lib/occurrences';
import { T } from '../texts';
import { useTicketDialog } from './use-ticket-dialog';

/**
 * 'Get Tickets' (spec section 4 "Buy flow"), decided afresh on every press so a page left open
 * past the start still refuses. Returns the press handler and the state of both dialogs.
 */
export function useBuyFlow(event: TEvent) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ticketDialog = useTicketDialog(event);
  const [externalUrl, setExternalUrl] = useState<string | null>(null);

  const buy = () => {
    const now = new Date();
    const config = queryClient.getQueryData<TConfigResponse>(['/api/config']);
    const action = decideBuyAction(event, now, [window.location.origin, config?.publicUrl]);
    switch (action.kind) {
      case 'started':
        toast({
          title: T.buy.unavailableTitle,
          description: T.buy.unavailableText,
          variant: 'destructive',
        });
        return;
      case 'external':
        void trackClick(event.id, 'external_ticket_button');
        // Spec section 7: the analytics service receives the external click too.
        track('external_ticket_click', { eventId: event.id, eventTitle: event.title, externalUrl: action.url });
        if (action.ownDomain) window.open(action.url, '_blank', 'noopener');
        else setExternalUrl(action.url);
        return;
      case 'free':
        void trackClick(event.id, 'get_tickets_button');
        // Checkout's stored data (and its checks) loads only for a free reservation (issue 26).
        void import('../lib/checkout-data').then((m) => {
          m.saveCheckoutData(m.buildFreeCheckoutData(event, defaultDateOption(event, now)));
          navigate(m.FREE_RESERVATION_PATH);
        });
        return;
      case 'tickets':
        void trackClick(event.id, 'get_tickets_button');
        ticketDialog.openWith(now);
        return;
    }
  };

  return { buy, ticketDialog, externalUrl, closeExternal: () => setExternalUrl(null) };
}
