import { EVENT_IMAGE_MAX_BYTES, EVENT_IMAGES_MAX, type THostEventImage } from '@tribe/contracts/event-images';
import { AlertCircle, ArrowLeft, ArrowRight, ImagePlus, RotateCcw, Star, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import {
  uploadEventImage,
  useEventImages,
  useRememberImages,
  useRemoveImage,
  useReorderImages,
} from '../api/event-images';
import { IT } from '../images.texts';
import { handOverImages, imageFileProblem, takeHandedOverImages } from '../lib/image-files';
import { FormSection } from '@/components/form/fields';

const MB = EVENT_IMAGE_MAX_BYTES / (1024 * 1024);

interface TUpload {
  key: string;
  file: File;
  preview: string;
  state: 'waiting' | 'uploading' | 'failed';
  progress: number;
  error?: string;
}

let uploadSeq = 0;

const messageOf = (err: unknown): string => {
  if (err instanceof ApiError) return err.serverMessage ?? IT.errors.generic;
  if (err instanceof TypeError) return IT.errors.network;
  return IT.errors.generic;
};

const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');
const revoke = (url: string) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

/**
 * The event form's images: a grid of thumbnails, the first marked as the main image; "Add images"
 * (the phone's photo library or camera), drag to reorder on a desktop, arrow buttons everywhere
 * (phones, keyboards), "Make main", remove, each upload's progress and what went wrong. A new
 * event has no address for its pictures yet: the first pictures chosen save the form as a draft
 * (`onNeedEvent`), which moves to the edit page, where they are sent.
 */
export function EventImages({
  eventId,
  onNeedEvent,
}: {
  eventId: number | null;
  /** Saves the draft; calls `handOver` with the new event's id before the page moves to it. */
  onNeedEvent: (handOver: (eventId: number) => void) => Promise<void>;
}) {
  const query = useEventImages(eventId);
  const images = query.data?.images ?? [];
  const [uploads, setUploads] = useState<TUpload[]>([]);
  const [problems, setProblems] = useState<{ key: string; text: string }[]>([]);
  const [announce, setAnnounce] = useState('');
  const [savingDraft, setSavingDraft] = useState(false);
  const [fileOver, setFileOver] = useState(false);
  const remember = useRememberImages();
  const queue = useRef<TUpload[]>([]);
  const running = useRef(false);

  const update = (key: string, patch: Partial<TUpload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));
  const drop = (key: string) =>
    setUploads((list) => {
      const gone = list.find((u) => u.key === key);
      if (gone) revoke(gone.preview);
      return list.filter((u) => u.key !== key);
    });
  const note = (text: string) => setProblems((p) => [...p, { key: `p${++uploadSeq}`, text }]);

  /** Sends the queued pictures one at a time (a phone's connection is shared; each shows its progress). */
  const run = async (id: number) => {
    if (running.current) return;
    running.current = true;
    while (queue.current.length) {
      const u = queue.current.shift()!;
      update(u.key, { state: 'uploading', progress: 0, error: undefined });
      try {
        remember(await uploadEventImage(id, u.file, (share) => update(u.key, { progress: share })));
        drop(u.key);
      } catch (err) {
        update(u.key, { state: 'failed', error: messageOf(err) });
      }
    }
    running.current = false;
  };

  const enqueue = (id: number, files: File[]) => {
    const added = files.map<TUpload>((file) => ({
      key: `u${++uploadSeq}`,
      file,
      preview: previewOf(file),
      state: 'waiting',
      progress: 0,
    }));
    setUploads((list) => [...list, ...added]);
    queue.current.push(...added);
    void run(id);
  };

  // Pictures chosen before the draft existed arrive with the edit page.
  useEffect(() => {
    if (eventId === null) return;
    const handed = takeHandedOverImages(eventId);
    if (handed.length) enqueue(eventId, handed);
    // Only on arrival: enqueue is recreated each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId]);

  const pendingCount = uploads.filter((u) => u.state !== 'failed').length;
  const room = EVENT_IMAGES_MAX - images.length - pendingCount;

  const addFiles = async (files: File[]) => {
    if (!files.length) return;
    const checked = await Promise.all(files.map(async (file) => ({ file, problem: await imageFileProblem(file) })));
    const ok: File[] = [];
    for (const { file, problem } of checked) {
      if (problem === 'too_big') note(IT.errors.tooBig(file.name, MB));
      else if (problem === 'not_picture') note(IT.errors.notPicture(file.name));
      else ok.push(file);
    }
    const accepted = ok.slice(0, Math.max(0, room));
    for (const file of ok.slice(accepted.length)) note(IT.errors.tooMany(file.name));
    if (!accepted.length) return;
    if (eventId !== null) return enqueue(eventId, accepted);
    setSavingDraft(true);
    let handed = false;
    await onNeedEvent((id) => {
      handed = true;
      handOverImages(id, accepted);
    });
    setSavingDraft(false);
    if (!handed) note(IT.needsDraft);
  };

  const retry = (u: TUpload) => {
    if (eventId === null) return;
    update(u.key, { state: 'waiting', error: undefined, progress: 0 });
    queue.current.push(u);
    void run(eventId);
  };

  const onGridDragOver = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes('Files') || room <= 0) return;
    e.preventDefault();
    setFileOver(true);
  };
  const onGridDrop = (e: DragEvent) => {
    if (!e.dataTransfer.files.length) return;
    e.preventDefault();
    setFileOver(false);
    void addFiles([...e.dataTransfer.files]);
  };

  const picker = (label: ReactNode, className: string) => (
    <label
      className={cn(
        'flex cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed border-stone-300 bg-stone-50 p-3 text-center text-sm font-semibold text-stone-700 hover:border-orange-600 hover:bg-orange-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-orange-600',
        savingDraft && 'pointer-events-none opacity-60',
        className,
      )}
    >
      <input
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        disabled={savingDraft}
        data-testid="image-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          void addFiles(files);
        }}
      />
      <ImagePlus aria-hidden="true" className="size-6 text-orange-700" />
      {label}
    </label>
  );

  const empty = images.length === 0 && uploads.length === 0;
  return (
    <FormSection id="images" title={IT.images}>
      <p className="-mt-2 mb-3 text-sm text-stone-600">{IT.imagesHint(EVENT_IMAGES_MAX, MB)}</p>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      {problems.length > 0 && (
        <ul className="mb-3 grid gap-2" aria-label={IT.images}>
          {problems.map((p) => (
            <li
              key={p.key}
              role="alert"
              className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
            >
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="flex-1">{p.text}</span>
              <button
                type="button"
                aria-label={IT.dismiss}
                onClick={() => setProblems((list) => list.filter((x) => x.key !== p.key))}
                className="-m-1 rounded p-1 hover:bg-red-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {eventId !== null && query.isPending ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="images-loading">
          {[0, 1].map((i) => (
            <div key={i} className="aspect-video animate-pulse rounded-xl bg-stone-200" />
          ))}
        </div>
      ) : eventId !== null && query.isError ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-stone-50 p-3 text-sm text-stone-700">
          {IT.loadFailed}
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {IT.retry}
          </Button>
        </div>
      ) : (
        <div
          onDragOver={onGridDragOver}
          onDragLeave={() => setFileOver(false)}
          onDrop={onGridDrop}
          className={cn('rounded-xl', fileOver && 'ring-2 ring-orange-600 ring-offset-4')}
        >
          {empty ? (
            picker(
              <>
                <span className="text-base">{savingDraft ? IT.savingDraftFirst : IT.addImages}</span>
                <span className="hidden font-normal text-stone-500 sm:block">{IT.dropHere}</span>
              </>,
              'min-h-40',
            )
          ) : (
            <>
              <ImageGrid eventId={eventId!} images={images} onAnnounce={setAnnounce} onProblem={note}>
                {uploads.map((u) => (
                  <UploadTile key={u.key} upload={u} onRetry={() => retry(u)} onDismiss={() => drop(u.key)} />
                ))}
                {room > 0 && <li>{picker(<span>{IT.addImages}</span>, 'aspect-video h-full')}</li>}
              </ImageGrid>
              <p className="mt-2 text-sm text-stone-500">
                {room <= 0 ? (
                  IT.full(EVENT_IMAGES_MAX)
                ) : images.length > 1 ? (
                  <>
                    <span className="sm:hidden">{IT.arrowsHint}</span>
                    <span className="hidden sm:inline">{IT.dragHint}</span>
                  </>
                ) : (
                  IT.addMore(room)
                )}
              </p>
            </>
          )}
        </div>
      )}
    </FormSection>
  );
}

function UploadTile({ upload, onRetry, onDismiss }: { upload: TUpload; onRetry: () => void; onDismiss: () => void }) {
  const pct = Math.round(upload.progress * 100);
  return (
    <li className="relative overflow-hidden rounded-xl border border-stone-200 bg-stone-100">
      <div className="relative aspect-video">
        {upload.preview && (
          <img
            src={upload.preview}
            alt=""
            className={cn('size-full object-cover', upload.state !== 'failed' && 'opacity-60')}
          />
        )}
        {upload.state !== 'failed' && (
          <div
            className="absolute inset-x-2 bottom-2 rounded-lg bg-white/95 px-2 py-1.5 shadow"
            role="progressbar"
            aria-label={IT.uploading(upload.file.name)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
          >
            <p className="flex justify-between text-xs font-semibold text-stone-800">
              <span>{upload.state === 'waiting' ? IT.waiting : IT.uploadingShort}</span>
              <span>{upload.state === 'uploading' ? IT.percent(pct) : ''}</span>
            </p>
            <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-stone-200">
              <div className="h-full rounded-full bg-orange-600 transition-[width]" style={{ width: `${pct}%` }} />
            </div>
          </div>
        )}
      </div>
      {upload.state === 'failed' && (
        <div className="grid gap-2 p-2" role="alert">
          <p className="text-xs font-medium text-red-800">
            <span className="block truncate font-semibold">{upload.file.name}</span>
            {upload.error}
          </p>
          <div className="flex gap-1">
            <Button variant="outline" size="sm" className="h-8 px-2.5" onClick={onRetry}>
              {IT.retry}
            </Button>
            <Button variant="ghost" size="sm" className="h-8 px-2.5" onClick={onDismiss}>
              {IT.dismiss}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/** The uploaded images with their controls; `children` (uploads, the add tile) follow them. */
function ImageGrid({
  eventId,
  images,
  onAnnounce,
  onProblem,
  children,
}: {
  eventId: number;
  images: THostEventImage[];
  onAnnounce: (text: string) => void;
  onProblem: (text: string) => void;
  children: ReactNode;
}) {
  const reorder = useReorderImages(eventId);
  const remove = useRemoveImage(eventId);
  const [dragId, setDragId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const controls = useRef(new Map<string, HTMLButtonElement>());
  const [refocus, setRefocus] = useState<{ id: string; dir: 'left' | 'right'; at: number } | null>(null);

  // After a move with the arrows, once the list shows it, the focus stays on the moved image's
  // arrow (or its other one at either end).
  useEffect(() => {
    if (!refocus || images.findIndex((i) => i.id === refocus.id) !== refocus.at) return;
    const own = controls.current.get(`${refocus.id}:${refocus.dir}`);
    const other = controls.current.get(`${refocus.id}:${refocus.dir === 'left' ? 'right' : 'left'}`);
    (own && !own.disabled ? own : other)?.focus();
    setRefocus(null);
  }, [images, refocus]);

  const failed = (err: unknown) => onProblem(messageOf(err));

  const move = (from: number, to: number, dir?: 'left' | 'right') => {
    if (to < 0 || to >= images.length || from === to) return;
    const ids = images.map((i) => i.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    reorder.mutate(ids, { onError: failed });
    onAnnounce(to === 0 ? IT.madeMain : IT.moved(to + 1));
    if (dir) setRefocus({ id: id!, dir, at: to });
  };

  const ref = (key: string) => (el: HTMLButtonElement | null) => {
    if (el) controls.current.set(key, el);
    else controls.current.delete(key);
  };

  const iconButton =
    'inline-flex size-9 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600 disabled:text-stone-300 disabled:hover:bg-transparent';

  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={IT.images}>
      {images.map((image, i) => {
        const n = i + 1;
        const main = i === 0;
        return (
          <li
            key={image.id}
            draggable
            onDragStart={(e) => {
              setDragId(image.id);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', image.id);
            }}
            onDragOver={(e) => {
              if (!dragId) return;
              e.preventDefault();
              e.stopPropagation();
              setOverId(image.id);
            }}
            onDrop={(e) => {
              if (!dragId) return;
              e.preventDefault();
              e.stopPropagation();
              move(
                images.findIndex((x) => x.id === dragId),
                i,
              );
              setDragId(null);
              setOverId(null);
            }}
            onDragEnd={() => {
              setDragId(null);
              setOverId(null);
            }}
            className={cn(
              'group relative overflow-hidden rounded-xl border bg-white sm:cursor-grab',
              main ? 'border-orange-600 ring-1 ring-orange-600' : 'border-stone-200',
              dragId === image.id && 'opacity-50',
              overId === image.id && dragId !== image.id && 'ring-2 ring-orange-500',
            )}
          >
            <div className="relative aspect-video bg-stone-100">
              <img
                src={image.url}
                alt={IT.imageAlt(n, main)}
                decoding="async"
                draggable={false}
                className="size-full object-cover"
              />
              {main && (
                <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-orange-700 px-2 py-0.5 text-xs font-semibold text-white shadow">
                  <Star aria-hidden="true" className="size-3 fill-current" />
                  {IT.mainBadge}
                </span>
              )}
            </div>
            <div className="flex items-center justify-between gap-1 p-1">
              <div className="flex">
                <button
                  type="button"
                  ref={ref(`${image.id}:left`)}
                  className={iconButton}
                  aria-label={IT.moveLeft(n)}
                  title={IT.moveLeft(n)}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1, 'left')}
                >
                  <ArrowLeft aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  ref={ref(`${image.id}:right`)}
                  className={iconButton}
                  aria-label={IT.moveRight(n)}
                  title={IT.moveRight(n)}
                  disabled={i === images.length - 1}
                  onClick={() => move(i, i + 1, 'right')}
                >
                  <ArrowRight aria-hidden="true" className="size-4" />
                </button>
              </div>
              <div className="flex">
                {!main && (
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={IT.makeMainLabel(n)}
                    title={IT.makeMain}
                    onClick={() => move(i, 0)}
                  >
                    <Star aria-hidden="true" className="size-4" />
                  </button>
                )}
                <button
                  type="button"
                  className={cn(iconButton, 'hover:bg-red-50 hover:text-red-700')}
                  aria-label={IT.remove(n)}
                  title={IT.remove(n)}
                  disabled={remove.isPending && remove.variables === image.id}
                  onClick={() =>
                    remove.mutate(image.id, {
                      onSuccess: () => onAnnounce(IT.removed),
                      onError: failed,
                    })
                  }
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
            </div>
          </li>
        );
      })}
      {children}
    </ul>
  );
}
