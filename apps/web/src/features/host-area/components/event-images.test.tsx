import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { THostEventImages } from '@tribe/contracts/event-images';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useParams } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { takeHandedOverImages } from '../lib/image-files';
import { apiError, makeEvent, meAs, mockApi, SAUTI, USER, type TCall } from '../testing/test-utils.test-util';
import { EventFormPage } from './event-form-page';
import { HostShell } from './host-shell';
import { EventImages } from './event-images';

/** Stands in for XMLHttpRequest: records each upload and lets the test answer it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, json: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(json);
    this.onload?.();
  }
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3];
const picture = (name = 'poster.png') => new File([new Uint8Array(PNG)], name, { type: 'image/png' });

const img = (id: string) => ({ id: id.padEnd(16, 'x'), url: `/uploads/events/${id}.webp` });
const list = (...ids: string[]): THostEventImages => ({
  eventId: 26,
  images: ids.map(img),
  remaining: 10 - ids.length,
});

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderImages(
  eventId: number | null,
  onNeedEvent: (handOver: (eventId: number) => void) => Promise<void> = vi.fn(async () => {}),
) {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <EventImages eventId={eventId} onNeedEvent={onNeedEvent} />
    </QueryClientProvider>,
  );
  return { onNeedEvent, queryClient };
}

const choose = (...files: File[]) => fireEvent.change(screen.getByTestId('image-input'), { target: { files } });
const sentTo = (calls: TCall[], method: string) => calls.filter((c) => c.method === method);
const tiles = () => within(screen.getByRole('list', { name: 'Images' })).getAllByRole('listitem');

// A busy machine renders slowly: these journeys get more than the default 5 s.
describe('EventImages', { timeout: 20_000 }, () => {
  it('marks the first image as the main one and moves images with the arrows and "Make main"', async () => {
    const calls = mockApi({
      'GET /api/host/events/26/images': () => ({ json: list('a', 'b', 'c') }),
      'PUT /api/host/events/26/images/order': (body) => ({
        json: {
          ...list(),
          images: (body as { imageIds: string[] }).imageIds.map((id) => img(id.replace(/x+$/, ''))),
        },
      }),
    });
    renderImages(26);
    expect(await screen.findByRole('img', { name: 'Image 1, the main image' })).toBeTruthy();
    expect(within(tiles()[0]!).getByText('Main image')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make image 1 the main image' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Move image 1 earlier' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Move image 1 later' }));
    await waitFor(() => expect(sentTo(calls, 'PUT')).toHaveLength(1));
    expect(sentTo(calls, 'PUT')[0]!.body).toEqual({ imageIds: [img('b').id, img('a').id, img('c').id] });
    // The list shows the new order at once; b is now main.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Image 1, the main image' }).getAttribute('src')).toBe(img('b').url),
    );
    // The focus follows the moved image to its new place.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move image 2 later' })),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Make image 3 the main image' }));
    await waitFor(() => expect(sentTo(calls, 'PUT')).toHaveLength(2));
    expect(sentTo(calls, 'PUT')[1]!.body).toEqual({ imageIds: [img('c').id, img('b').id, img('a').id] });
    expect(await screen.findByText('This is now the main image.')).toBeTruthy();
  });

  it('removes an image and says so when the server refuses a move', async () => {
    const calls = mockApi({
      'GET /api/host/events/26/images': () => ({ json: list('a', 'b') }),
      [`DELETE /api/host/events/26/images/${img('a').id}`]: () => ({ json: list('b') }),
      'PUT /api/host/events/26/images/order': () =>
        apiError(
          409,
          'images_changed',
          'The event’s images changed since this page loaded. Reload the page and try again.',
        ),
    });
    renderImages(26);
    fireEvent.click(await screen.findByRole('button', { name: 'Move image 2 earlier' }));
    expect(await screen.findByText(/images changed since this page loaded/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(1));
    expect(screen.getByRole('img', { name: 'Image 1, the main image' }).getAttribute('src')).toBe(img('b').url);
    expect(sentTo(calls, 'DELETE')).toHaveLength(1);
  });

  it('uploads chosen pictures one at a time with their progress, and refuses non-pictures before sending', async () => {
    localStorage.setItem('actingHostId', '3');
    mockApi({ 'GET /api/host/events/26/images': () => ({ json: list('a') }) });
    renderImages(26);
    await screen.findByRole('img', { name: 'Image 1, the main image' });
    choose(picture('stage.png'), new File(['just text'], 'notes.jpg', { type: 'image/jpeg' }), picture('crowd.png'));
    expect(
      await screen.findByText('notes.jpg is not a JPEG, PNG or WebP picture.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const first = FakeXhr.sent[0]!;
    expect(first).toMatchObject({ method: 'POST', url: '/api/host/events/26/images', withCredentials: true });
    expect(first.headers['x-host-id']).toBe('3');
    expect((first.body!.get('file') as File).name).toBe('stage.png');
    first.progress(40, 100);
    expect(await screen.findByText('40%')).toBeTruthy();
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    first.respond(200, list('a', 'stage'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(await screen.findByRole('img', { name: 'Image 2' })).toBeTruthy();
    // The server's refusal shows on the tile, with a way to try again.
    FakeXhr.sent[1]!.respond(413, {
      statusCode: 413,
      code: 'payload_too_large',
      message: 'That picture is larger than 8 MB. Choose a smaller one, or export it at a lower size.',
    });
    expect(await screen.findByText(/larger than 8 MB/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    expect((FakeXhr.sent[2]!.body!.get('file') as File).name).toBe('crowd.png');
  });

  it('refuses a picture over 8 MB and more than 10 images without sending them', async () => {
    mockApi({
      'GET /api/host/events/26/images': () => ({
        json: list('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'),
      }),
    });
    renderImages(26);
    await screen.findByRole('img', { name: 'Image 9' });
    const big = picture('big.png');
    Object.defineProperty(big, 'size', { value: 8 * 1024 * 1024 + 1 });
    choose(big, picture('one.png'), picture('two.png'));
    expect(
      await screen.findByText('big.png is larger than 8 MB. Choose a smaller picture.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(
      await screen.findByText('two.png was not added: an event can have 10 images.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect((FakeXhr.sent[0]!.body!.get('file') as File).name).toBe('one.png');
  });

  it('on a new event saves the draft first and hands the pictures to the edit page, which sends them', async () => {
    mockApi({ 'GET /api/host/events/41/images': () => ({ json: { eventId: 41, images: [], remaining: 10 } }) });
    const onNeedEvent = vi.fn(async (handOver: (id: number) => void) => handOver(41));
    renderImages(null, onNeedEvent);
    choose(picture('poster.png'));
    await waitFor(() => expect(onNeedEvent).toHaveBeenCalledTimes(1));
    expect(FakeXhr.sent).toHaveLength(0);
    cleanup();
    // The edit page of the new draft picks them up.
    renderImages(41);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.url).toBe('/api/host/events/41/images');
    expect(takeHandedOverImages(41)).toEqual([]);
  });

  it('says what to do when the draft could not be saved', async () => {
    mockApi({});
    renderImages(
      null,
      vi.fn(async () => {}),
    );
    choose(picture());
    expect(await screen.findByText(/Images are saved with the event’s draft/)).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe('EventImages in the event form', { timeout: 20_000 }, () => {
  function EditPage() {
    const { eventId } = useParams();
    return <EventFormPage eventId={Number(eventId)} />;
  }
  const inShell = (page: ReactNode) => (
    <HostShell brand={<span>Tikiti</span>} title="Event" permission="events">
      {page}
    </HostShell>
  );
  function renderCreate() {
    const queryClient = createQueryClient();
    queryClient.setQueryData(meQueryKey, USER);
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/host/create-event']}>
          <Routes>
            <Route path="/host/create-event" element={inShell(<EventFormPage eventId={null} />)} />
            <Route path="/host/events/:eventId/edit" element={inShell(<EditPage />)} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }
  const base = {
    '/api/host/me': () => ({ json: meAs(SAUTI) }),
    '/api/categories': () => ({ json: [] }),
    '/api/subcategories': () => ({ json: [] }),
    '/api/config': () => ({ json: { posthogApiKey: null, posthogHost: null, googleMapsApiKey: null } }),
  };

  it('saves a new event as a draft when pictures are chosen, then sends them from its edit page', async () => {
    const draft = makeEvent({ id: 41, title: 'Gengetone Night' });
    const calls = mockApi({
      ...base,
      'POST /api/host/events': () => ({ status: 201, json: draft }),
      'GET /api/host/events/41': () => ({ json: draft }),
      'GET /api/host/events/41/images': () => ({ json: { eventId: 41, images: [], remaining: 10 } }),
    });
    renderCreate();
    fireEvent.change(await screen.findByLabelText('Event title'), { target: { value: 'Gengetone Night' } });
    choose(picture('poster.png'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1), { timeout: 5000 });
    expect(FakeXhr.sent[0]!.url).toBe('/api/host/events/41/images');
    expect(sentTo(calls, 'POST').map((c) => (c.body as { title: string }).title)).toEqual(['Gengetone Night']);
    expect(await screen.findByRole('heading', { name: 'Edit event' })).toBeTruthy();
  });

  it('asks for what the draft needs before any picture is sent', async () => {
    const calls = mockApi(base);
    renderCreate();
    await screen.findByLabelText('Event title');
    choose(picture('poster.png'));
    expect(await screen.findByText(/Images are saved with the event’s draft/, {}, { timeout: 5000 })).toBeTruthy();
    expect(sentTo(calls, 'POST')).toHaveLength(0);
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
