import type { TCheckInEvent } from '@tribe/contracts/host-area';
import { ArrowLeft, CloudDownload, CloudOff, RefreshCw, ScanLine, Trash2, Wifi } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/form/input-class';
import { toast } from '@/components/ui/toast';
import { cardDate } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { useCheckInEvents } from '../api/check-in';
import { statusOf } from '@/lib/host-api';
import { useDoor } from '../hooks/use-door';
import { CHECK_IN_MANIFEST_URL, clearWorkerData, registerCheckInWorker } from '../lib/check-in-sw';
import { listBundles, type TStoredBundle } from '../lib/offline-store';
import { T } from '../texts';
import { SMS_DOOR_T } from '../texts-sms';
import { NoAccess } from './host-shell';
import { OutcomeCard } from './outcome-card';
import { EmptyState, LoadError, PageHeading, Panel, Skeleton } from '@/components/page/page-states';
import { loadQrScanner, QrViewfinder } from './qr-viewfinder';
import { TakeTourButton } from './tours';

interface TPickable {
  id: number;
  title: string;
  startsAt: string | null;
  detail: string | null;
}

const fromServer = (e: TCheckInEvent): TPickable => ({
  id: e.id,
  title: e.title,
  startsAt: e.occurrences[0]?.startsAt ?? null,
  detail: T.door.checkedInOf(e.checkedIn, e.ticketsTotal),
});
const fromDevice = (s: TStoredBundle): TPickable => ({
  id: s.bundle.eventId,
  title: s.title,
  startsAt: s.bundle.occurrences[0]?.startsAt ?? null,
  detail: T.door.offlineReady,
});

/**
 * The door (/host/validate-tickets): choose the event, then scan QR codes with the camera or
 * type a code; each answer fills the screen. With "Download for offline" the event's list is
 * kept on the device and the door keeps working with no signal (see hooks/use-door.ts). With
 * `offlineOnly` (the page was opened with no network, outside the host shell) the events are
 * the lists on this device.
 */
export function ValidateTicketsPage({ offlineOnly = false }: { offlineOnly?: boolean }) {
  const [params, setParams] = useSearchParams();
  const events = useCheckInEvents(!offlineOnly);
  const [onDevice, setOnDevice] = useState<TStoredBundle[]>([]);

  useEffect(() => {
    void registerCheckInWorker();
    // The scanner's code is fetched now, so the worker keeps it for a start with no signal.
    void loadQrScanner().catch(() => undefined);
    void listBundles()
      .then(setOnDevice)
      .catch(() => setOnDevice([]));
  }, []);

  const chosen = Number(params.get('event')) || null;
  const pickable: TPickable[] = [
    ...(events.data ?? []).map(fromServer),
    ...onDevice.filter((s) => !events.data?.some((e) => e.id === s.bundle.eventId)).map(fromDevice),
  ];
  const current = pickable.find((p) => p.id === chosen) ?? null;
  const choose = (id: number | null) => setParams(id ? { event: String(id) } : {}, { replace: false });

  // One event to scan: straight to it.
  useEffect(() => {
    if (chosen === null && pickable.length === 1 && (offlineOnly || events.isSuccess)) choose(pickable[0]!.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pickable.length, events.isSuccess]);

  if (statusOf(events.error) === 403) return <NoAccess />;

  return (
    <>
      <link rel="manifest" href={CHECK_IN_MANIFEST_URL} />
      {current ? (
        <Door event={current} onChange={() => choose(null)} />
      ) : (
        <>
          <PageHeading title={T.door.title}>
            <TakeTourButton tour="check-in" />
          </PageHeading>
          {offlineOnly && <p className="mb-4 rounded-xl bg-amber-50 px-3 py-2 text-amber-900">{T.door.offlineStart}</p>}
          {!offlineOnly && events.isPending ? (
            <div className="grid gap-3">
              <Skeleton className="h-20 rounded-2xl" />
              <Skeleton className="h-20 rounded-2xl" />
            </div>
          ) : !offlineOnly && events.error && onDevice.length === 0 ? (
            <LoadError onRetry={() => void events.refetch()} />
          ) : pickable.length === 0 ? (
            <EmptyState
              icon={<ScanLine aria-hidden="true" className="size-7" />}
              title={T.door.noEventsTitle}
              text={T.door.noEventsText}
            />
          ) : (
            <Panel title={T.door.chooseEvent} labelledBy="door-events" tour="door-events">
              <ul className="grid gap-2">
                {pickable.map((e) => (
                  <li key={e.id}>
                    <button
                      type="button"
                      onClick={() => choose(e.id)}
                      className="flex min-h-16 w-full flex-col items-start rounded-xl border border-stone-200 px-4 py-3 text-left outline-none hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-orange-600"
                    >
                      <span className="font-semibold text-stone-900">{e.title}</span>
                      <span className="text-sm text-stone-600">
                        {[e.startsAt && cardDate(e.startsAt), e.detail].filter(Boolean).join(' · ')}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </Panel>
          )}
        </>
      )}
    </>
  );
}

function Door({ event, onChange }: { event: TPickable; onChange: () => void }) {
  const door = useDoor(event.id, event.title);
  const [code, setCode] = useState('');
  const waiting = door.queue.length;

  const onManual = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    void door.scan(code).then(() => setCode(''));
  };

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-4">
            <button
              type="button"
              onClick={onChange}
              className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-orange-800 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-orange-600"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {T.door.changeEvent}
            </button>
            <TakeTourButton tour="check-in" compact />
          </div>
          <h1 className="truncate text-2xl font-bold tracking-tight text-stone-900">{event.title}</h1>
        </div>
        <div className="text-right">
          <p className="text-3xl font-extrabold tabular-nums text-stone-900" aria-describedby="admitted-label">
            {door.admitted}
          </p>
          <p id="admitted-label" className="text-xs font-semibold uppercase tracking-wide text-stone-500">
            {T.door.admittedToday}
          </p>
        </div>
      </div>

      <div
        role="status"
        className={cn(
          'mb-4 flex flex-wrap items-center justify-between gap-2 rounded-xl px-3 py-2 text-sm font-semibold',
          door.online ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-100 text-amber-950',
        )}
      >
        <span className="inline-flex items-center gap-2">
          {door.online ? (
            <Wifi aria-hidden="true" className="size-4" />
          ) : (
            <CloudOff aria-hidden="true" className="size-4" />
          )}
          {door.online
            ? waiting > 0
              ? T.door.onlineWaiting(waiting)
              : T.door.online
            : waiting > 0
              ? T.door.offlineWaiting(waiting)
              : T.door.offline}
        </span>
        {door.online && waiting > 0 && (
          <Button size="sm" variant="outline" onClick={() => void door.sync()} disabled={door.syncing}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {door.syncing ? T.door.syncing : T.door.syncNow}
          </Button>
        )}
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          <div data-tour="door-scan">
            <QrViewfinder onScan={(text) => void door.scan(text)} paused={door.busy} />
          </div>
          <Panel title={T.door.manualTitle} labelledBy="door-manual" tour="door-manual">
            <form onSubmit={onManual} className="flex gap-2">
              <label className="min-w-0 flex-1">
                <span className="sr-only">{T.door.codeLabel}</span>
                <input
                  aria-label={T.door.codeLabel}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  placeholder={T.door.codePlaceholder}
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                  className={cn(inputClass, 'h-12 border-stone-300 font-mono uppercase')}
                />
              </label>
              <Button type="submit" size="lg" disabled={door.busy || !code.trim()}>
                {door.busy ? T.door.checking : T.door.check}
              </Button>
            </form>
            <p className="mt-2 text-sm text-stone-600">{SMS_DOOR_T.manualHint}</p>
          </Panel>
        </div>

        <div className="grid content-start gap-4">
          <div aria-live="assertive" aria-atomic="true">
            {door.error ? (
              <p
                role="alert"
                className="rounded-2xl border-4 border-red-700 bg-red-50 p-5 text-lg font-semibold text-red-900"
              >
                {door.error}
              </p>
            ) : door.result ? (
              <OutcomeCard result={door.result} />
            ) : (
              <p className="rounded-2xl border-2 border-dashed border-stone-300 p-8 text-center text-lg text-stone-500">
                {T.door.nextScan}
              </p>
            )}
          </div>

          {door.flags.length > 0 && (
            <section
              aria-labelledby="door-duplicates"
              className="rounded-2xl border-2 border-amber-400 bg-amber-50 p-4"
            >
              <h2 id="door-duplicates" className="font-bold text-amber-950">
                {T.door.duplicatesTitle}
              </h2>
              <p className="text-sm text-amber-900">{T.door.duplicatesText}</p>
              <ul className="mt-2 grid gap-1 text-sm text-amber-950">
                {door.flags.map((f) => (
                  <li key={f.codeHash}>
                    {T.door.duplicateLine(f.code, f.holderName, f.firstCheckedInAt && cardDate(f.firstCheckedInAt))}
                  </li>
                ))}
              </ul>
            </section>
          )}

          <OfflinePanel door={door} />
        </div>
      </div>
    </>
  );
}

function OfflinePanel({ door }: { door: ReturnType<typeof useDoor> }) {
  const { stored } = door;
  return (
    <Panel title={T.door.offlineMode} labelledBy="door-offline" tour="door-offline">
      <p className="-mt-2 text-sm text-stone-600">{T.door.offlineModeText}</p>
      {stored && (
        <div className="mt-3 rounded-xl bg-stone-50 p-3 text-sm text-stone-800">
          <p className="font-semibold">
            {T.door.listLine(stored.bundle.tickets.length, cardDate(stored.downloadedAt))}
          </p>
          <p className="text-stone-600">{T.door.wipeLine(cardDate(stored.wipeAt))}</p>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant={stored ? 'outline' : 'primary'}
          onClick={() => void door.download().then((ok) => ok && toast({ title: T.door.offlineSaved }))}
          disabled={door.downloading || !door.online}
        >
          {stored ? (
            <RefreshCw aria-hidden="true" className="size-4" />
          ) : (
            <CloudDownload aria-hidden="true" className="size-4" />
          )}
          {door.downloading ? T.door.downloading : stored ? T.door.updateList : T.door.downloadOffline}
        </Button>
        {stored && (
          <Button
            variant="outline"
            className="text-red-700"
            onClick={() =>
              void door.remove().then(() => {
                clearWorkerData();
                toast({ title: T.door.offlineRemoved });
              })
            }
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {T.door.removeOffline}
          </Button>
        )}
      </div>
    </Panel>
  );
}
