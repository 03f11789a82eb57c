import type { OrderStatus, TOrder, TReceivedTickets } from '@tribe/contracts/checkout';
import { CalendarDays, ChevronDown, MapPin, Send, Ticket, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { Button, buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { TicketList } from '../components/ticket-list';
import { orderWhen } from '../lib/when';
import { SendToWhatsApp } from '../components/send-to-whatsapp';
import { MyTicketsSection } from './my-tickets-section';
import { MT } from './texts';
import { useMyTickets } from './use-my-tickets';
import { heldTicketQrUrl } from '../api/transfers';
import { SendToFriend, sendable } from './send-to-friend';
import { SentTransfers } from './sent-transfers';
import { ReturnToList, TakeBackButton, returnable } from './return-to-list';
import { MyWaitingLists } from './my-waiting-lists';

/** Whether the order's date has started: its tickets can no longer be sent on. */
const isOver = (order: Pick<TOrder, 'occurrence'>) =>
  order.occurrence.startsAt !== null && Date.parse(order.occurrence.startsAt) <= Date.now();

const BADGE: Record<OrderStatus, string> = {
  paid: 'bg-emerald-100 text-emerald-800',
  reserved: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-800',
  expired: 'bg-stone-200 text-stone-700',
  cancelled: 'bg-stone-200 text-stone-700',
  refunded: 'bg-sky-100 text-sky-800',
};

const ticketCount = (order: TOrder) =>
  order.tickets.length || order.items.reduce((sum, item) => sum + item.quantity, 0);

/** The profile's "My tickets" tab (issue 8, item 5): orders with tickets, upcoming and past, each opening its QR tickets. */
export function MyTickets() {
  const query = useMyTickets();
  if (query.isPending) return <MyTicketsSkeleton />;
  if (query.isError)
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-5 py-6 text-center">
        <p className="font-semibold text-red-800">{MT.loadFailed}</p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          {MT.retry}
        </Button>
      </div>
    );
  const { upcoming, past } = query.data;
  const received = query.data.received ?? [];
  if (upcoming.length === 0 && past.length === 0 && received.length === 0)
    return (
      <div className="space-y-8">
        <MyWaitingLists />
        <NoTickets />
      </div>
    );
  return (
    <div className="space-y-8">
      <MyWaitingLists />
      <OrderSection id="tickets-upcoming" title={MT.upcoming} orders={upcoming} empty={MT.emptyTitle} />
      {received.length > 0 && <ReceivedSection groups={received} />}
      <SentTransfers />
      <OrderSection id="tickets-past" title={MT.past} orders={past} empty={MT.noPast} />
    </div>
  );
}

function NoTickets() {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-orange-50 text-orange-700">
        <Ticket className="size-6" aria-hidden="true" />
      </div>
      <h3 className="mt-4 text-lg font-bold text-stone-900">{MT.emptyTitle}</h3>
      <p className="mx-auto mt-1 max-w-sm text-stone-600">{MT.emptyText}</p>
      <Link to="/events" className={buttonClass('primary', 'md', 'mt-5')}>
        {MT.browseEvents}
      </Link>
    </div>
  );
}

function OrderSection({ id, title, orders, empty }: { id: string; title: string; orders: TOrder[]; empty: string }) {
  return (
    <MyTicketsSection id={id} title={title}>
      {orders.length === 0 ? (
        <p className="text-sm text-stone-500">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {orders.map((order) => (
            <OrderCard key={order.token} order={order} />
          ))}
        </ul>
      )}
    </MyTicketsSection>
  );
}

/** Tickets others sent this person (decision 051): each group with its QR codes, which can be sent on again. */
function ReceivedSection({ groups }: { groups: TReceivedTickets[] }) {
  return (
    <MyTicketsSection id="tickets-received" title={MT.transfer.received}>
      <ul className="space-y-3">
        {groups.map((g) => (
          <ReceivedCard key={`${g.reference}-${g.tickets[0]?.id ?? 0}`} group={g} />
        ))}
      </ul>
    </MyTicketsSection>
  );
}

/** The date and the venue of a card's event, each with its icon ("Date not set" without one). */
function WhenAndWhere({ when, venue }: { when: string | null | undefined; venue: string | null | undefined }) {
  return (
    <>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-600">
        <CalendarDays className="size-4 shrink-0 text-orange-700" aria-hidden="true" />
        {when ?? MT.dateNotSet}
      </p>
      {venue && (
        <p className="mt-0.5 flex items-center gap-1.5 truncate text-sm text-stone-600">
          <MapPin className="size-4 shrink-0 text-orange-700" aria-hidden="true" />
          {venue}
        </p>
      )}
    </>
  );
}

function ReceivedCard({ group }: { group: TReceivedTickets }) {
  const [sending, setSending] = useState(false);
  const venue = group.event.location ?? group.event.address;
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="received-card">
      <h3 className="font-semibold text-stone-900">{group.event.title}</h3>
      <WhenAndWhere when={orderWhen(group)} venue={venue} />
      {group.fromName && <p className="mt-1 text-sm text-stone-700">{MT.transfer.receivedFrom(group.fromName)}</p>}
      <TicketList order={group} qrUrl={heldTicketQrUrl} className="mt-3" />
      {!sending && group.tickets.some(sendable) && (
        <Button variant="outline" size="sm" className="mt-3" onClick={() => setSending(true)}>
          <Send className="size-4" aria-hidden="true" />
          {MT.transfer.sendToFriend}
        </Button>
      )}
      {sending && <SendToFriend tickets={group.tickets} onDone={() => setSending(false)} />}
    </li>
  );
}

function OrderCard({ order }: { order: TOrder }) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [returning, setReturning] = useState(false);
  const canSend = order.tickets.some(sendable) && !isOver(order);
  const canReturn = order.tickets.some(returnable) && !isOver(order);
  // Every ticket of it was resold through the waiting list (decision 054): the order is done.
  const allResold = order.tickets.length > 0 && order.tickets.every((t) => t.resale?.status === 'sold');
  const anyValid = order.tickets.some((t) => t.status === 'valid');
  const panelId = `order-${order.token}`;
  const venue = order.event.location ?? order.event.address;
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="order-card">
      <div className="flex gap-3">
        {order.event.imageUrl ? (
          <img src={order.event.imageUrl} alt="" className="size-16 shrink-0 rounded-xl object-cover" loading="lazy" />
        ) : (
          <span className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-stone-100">
            <CalendarDays className="size-6 text-stone-400" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="line-clamp-2 font-semibold text-stone-900">{order.event.title}</h3>
            {allResold ? (
              <span className="shrink-0 rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-800">
                {MT.resale.orderResold}
              </span>
            ) : (
              <span className={cn('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', BADGE[order.status])}>
                {MT.status[order.status]}
              </span>
            )}
          </div>
          <WhenAndWhere when={orderWhen(order)} venue={venue} />
          <p className="mt-1 text-sm font-medium text-stone-800">
            {MT.ticketCount(ticketCount(order))} · {order.reference}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {order.tickets.length > 0 && (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? MT.hideTickets : MT.showTickets}
            <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
          </Button>
        )}
        <Link to={`/checkout/success?order=${encodeURIComponent(order.token)}`} className={buttonClass('ghost', 'sm')}>
          {MT.openOrder}
        </Link>
        {anyValid && <SendToWhatsApp order={order} size="sm" />}
        {canSend && !sending && (
          <Button variant="outline" size="sm" onClick={() => setSending(true)}>
            <Send className="size-4" aria-hidden="true" />
            {MT.transfer.sendToFriend}
          </Button>
        )}
        {canReturn && !returning && (
          <Button variant="outline" size="sm" onClick={() => setReturning(true)}>
            <Undo2 className="size-4" aria-hidden="true" />
            {MT.resale.returnTickets}
          </Button>
        )}
      </div>
      {sending && <SendToFriend tickets={order.tickets} onDone={() => setSending(false)} />}
      {returning && <ReturnToList tickets={order.tickets} onDone={() => setReturning(false)} />}
      {open && (
        <div id={panelId} className="mt-4">
          <TicketList order={order} takeBack={(t) => <TakeBackButton ticket={t} />} />
        </div>
      )}
    </li>
  );
}

function MyTicketsSkeleton() {
  return (
    <div role="status" aria-label={MT.loading} className="space-y-3">
      {[0, 1].map((i) => (
        <div key={i} className="flex animate-pulse gap-3 rounded-2xl border border-stone-200 bg-white p-4">
          <div className="size-16 shrink-0 rounded-xl bg-stone-200" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-2/3 rounded bg-stone-200" />
            <div className="h-3 w-1/2 rounded bg-stone-100" />
            <div className="h-3 w-1/3 rounded bg-stone-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
