import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAdminCatalogue, TEvent, TPublicTribe } from '@tribe/contracts';
import { auditLog, eventSubcategories, events } from '../../db/schema/index.js';
import { ENGINES } from '../../test/database.js';
import { createSaleEvent } from '../checkout/checkout.test-support.js';
import { useAdminCast } from './admin.test-support.js';

type TPublicEntry = { id: number; name: string; nameSw: string | null; categoryId?: number };

/**
 * The catalogue's Kiswahili names (docs/admin.md "Catalogue"): seeded beside the English ones,
 * served by the public lists, the event payloads and /api/tribes (null when not given, every
 * English field as it was), and set, changed and taken away by admins, checked and audited like
 * the English names.
 */
describe.each(ENGINES)('catalogue in Kiswahili (%s)', (engine) => {
  const { cast, admin } = useAdminCast(engine);

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    cast.send({ method, url: `/api/admin/catalogue${url}`, ...(payload ? { payload } : {}) }, admin.cookie);
  const get = async <T>(url: string) => cast.json<T>(await cast.send({ method: 'GET', url }));
  const audit = async (type: 'category' | 'subcategory' | 'tribe', id: number) =>
    cast.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, type), eq(auditLog.subjectId, String(id))))
      .orderBy(auditLog.id);

  it('serves the seeded Kiswahili names beside the English ones, every other field as before', async () => {
    const categories = await get<TPublicEntry[]>('/api/categories');
    const music = categories.find((c) => c.name === 'Music')!;
    expect(Object.keys(music)).toEqual(['id', 'name', 'nameSw']);
    expect(music.nameSw).toBe('Muziki');
    expect(categories.find((c) => c.name === 'Food & Drink')?.nameSw).toBe('Chakula na Vinywaji');
    expect(categories.every((c) => typeof c.nameSw === 'string')).toBe(true);

    const types = await get<TPublicEntry[]>('/api/subcategories');
    const gospel = types.find((s) => s.name === 'Gospel')!;
    expect(Object.keys(gospel)).toEqual(['id', 'name', 'categoryId', 'nameSw']);
    expect(gospel).toMatchObject({ categoryId: music.id, nameSw: 'Injili' });

    const tribes = await get<TPublicTribe[]>('/api/tribes');
    expect(Object.keys(tribes[0]!)).toEqual([
      'id',
      'name',
      'description',
      'image',
      'chatUrl',
      'members',
      'nameSw',
      'descriptionSw',
    ]);
    expect(tribes[0]).toMatchObject({ name: 'Nairobi Runners', nameSw: 'Wakimbiaji wa Nairobi' });
    expect(tribes[0]!.descriptionSw).toContain('Karura');
  });

  it("puts the category's and types' Kiswahili names on the event, leaving category and subcategories as they were", async () => {
    const categories = await get<TPublicEntry[]>('/api/categories');
    const types = await get<TPublicEntry[]>('/api/subcategories');
    const music = categories.find((c) => c.name === 'Music')!;
    const jazz = types.find((s) => s.name === 'Jazz' && s.categoryId === music.id)!;
    const gospel = types.find((s) => s.name === 'Gospel' && s.categoryId === music.id)!;
    const sale = await createSaleEvent(cast.db);
    await cast.db
      .update(events)
      .set({ categoryId: music.id, subcategoryId: gospel.id })
      .where(eq(events.id, sale.eventId));
    await cast.db.insert(eventSubcategories).values([
      { eventId: sale.eventId, subcategoryId: gospel.id, position: 0 },
      { eventId: sale.eventId, subcategoryId: jazz.id, position: 1 },
    ]);
    // A type without a Kiswahili name is null; the English one shows.
    expect((await send('PATCH', `/subcategories/${jazz.id}`, { nameSw: null })).statusCode).toBe(200);

    const event = await get<TEvent>(`/api/events/${sale.eventId}`);
    expect(event.category).toEqual({ id: music.id, name: 'Music' });
    expect(event.categoryName).toBe('Music');
    expect(event.subcategory).toEqual({ id: gospel.id, name: 'Gospel' });
    expect(event.subcategories).toEqual([
      { id: gospel.id, name: 'Gospel' },
      { id: jazz.id, name: 'Jazz' },
    ]);
    expect(event.categoryNameSw).toBe('Muziki');
    expect(event.subcategoryNamesSw).toEqual({ [gospel.id]: 'Injili', [jazz.id]: null });
    // The listing carries the same.
    const listed = (await get<TEvent[]>(`/api/events?categoryId=${music.id}&limit=100`)).find(
      (e) => e.id === sale.eventId,
    );
    expect(listed).toMatchObject({ categoryNameSw: 'Muziki', subcategoryNamesSw: { [gospel.id]: 'Injili' } });

    // An event without a category has none in either language.
    const bare = await createSaleEvent(cast.db);
    const none = await get<TEvent>(`/api/events/${bare.eventId}`);
    expect(none).toMatchObject({ category: null, categoryNameSw: null, subcategoryNamesSw: {} });
  });

  it('creates a category and a type with or without a Kiswahili name', async () => {
    const made = await send('POST', '/categories', { name: 'Markets', nameSw: 'Masoko' });
    expect(made.statusCode, made.body).toBe(200);
    const cat = cast.json<TAdminCatalogue>(made).categories.find((c) => c.name === 'Markets')!;
    expect(cat).toMatchObject({ nameSw: 'Masoko', slug: 'markets' });
    const plain = cast
      .json<TAdminCatalogue>(await send('POST', '/categories', { name: 'Auctions' }))
      .categories.find((c) => c.name === 'Auctions')!;
    expect(plain.nameSw).toBeNull();
    expect((await get<TPublicEntry[]>('/api/categories')).find((c) => c.id === cat.id)?.nameSw).toBe('Masoko');

    const typed = await send('POST', '/subcategories', {
      name: 'Night Market',
      nameSw: 'Soko la Usiku',
      categoryId: cat.id,
    });
    expect(typed.statusCode, typed.body).toBe(200);
    const sub = cast.json<TAdminCatalogue>(typed).categories.find((c) => c.id === cat.id)!.subcategories[0]!;
    expect(sub).toMatchObject({ name: 'Night Market', nameSw: 'Soko la Usiku' });
    expect((await get<TPublicEntry[]>('/api/subcategories')).find((s) => s.id === sub.id)?.nameSw).toBe(
      'Soko la Usiku',
    );
    expect((await audit('category', cat.id)).map((r) => r.details)).toEqual([{ name: 'Markets', nameSw: 'Masoko' }]);
    expect((await audit('category', plain.id)).map((r) => r.details)).toEqual([{ name: 'Auctions' }]);
    expect((await audit('subcategory', sub.id))[0]?.details).toEqual({
      name: 'Night Market',
      nameSw: 'Soko la Usiku',
      categoryId: cat.id,
    });
  });

  it('sets, changes and takes away a Kiswahili name, audited like a rename; the slug stays English', async () => {
    const cat = cast
      .json<TAdminCatalogue>(await send('POST', '/categories', { name: 'Fashion' }))
      .categories.find((c) => c.name === 'Fashion')!;
    const set = await send('PATCH', `/categories/${cat.id}`, { nameSw: 'Mitindo' });
    expect(set.statusCode, set.body).toBe(200);
    expect(cast.json<TAdminCatalogue>(set).categories.find((c) => c.id === cat.id)).toMatchObject({
      name: 'Fashion',
      nameSw: 'Mitindo',
      slug: 'fashion',
    });
    // The same name again changes nothing and records nothing.
    expect((await send('PATCH', `/categories/${cat.id}`, { nameSw: 'Mitindo' })).statusCode).toBe(200);
    await send('PATCH', `/categories/${cat.id}`, { name: 'Fashion Shows', nameSw: 'Maonyesho ya Mitindo' });
    const cleared = await send('PATCH', `/categories/${cat.id}`, { nameSw: null });
    expect(cast.json<TAdminCatalogue>(cleared).categories.find((c) => c.id === cat.id)?.nameSw).toBeNull();
    expect((await get<TPublicEntry[]>('/api/categories')).find((c) => c.id === cat.id)).toEqual({
      id: cat.id,
      name: 'Fashion Shows',
      nameSw: null,
    });
    expect(await audit('category', cat.id)).toEqual([
      { action: 'category.created', details: { name: 'Fashion' } },
      { action: 'category.updated', details: { nameSw: { before: null, after: 'Mitindo' } } },
      {
        action: 'category.updated',
        details: {
          name: { before: 'Fashion', after: 'Fashion Shows' },
          nameSw: { before: 'Mitindo', after: 'Maonyesho ya Mitindo' },
        },
      },
      { action: 'category.updated', details: { nameSw: { before: 'Maonyesho ya Mitindo', after: null } } },
    ]);

    const sub = cast
      .json<TAdminCatalogue>(await send('POST', '/subcategories', { name: 'Runway', categoryId: cat.id }))
      .categories.find((c) => c.id === cat.id)!.subcategories[0]!;
    const renamed = await send('PATCH', `/subcategories/${sub.id}`, { nameSw: 'Jukwaa la Mitindo' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await get<TPublicEntry[]>('/api/subcategories')).find((s) => s.id === sub.id)?.nameSw).toBe(
      'Jukwaa la Mitindo',
    );
    expect((await audit('subcategory', sub.id)).at(-1)).toEqual({
      action: 'subcategory.updated',
      details: { nameSw: { before: null, after: 'Jukwaa la Mitindo' } },
    });
  });

  it('checks a Kiswahili name like the English one', async () => {
    const cat = cast
      .json<TAdminCatalogue>(await send('POST', '/categories', { name: 'Gaming' }))
      .categories.find((c) => c.name === 'Gaming')!;
    const short = await send('POST', '/categories', { name: 'Esports', nameSw: 'x' });
    expect(short.statusCode).toBe(400);
    expect(cast.json<{ message: string }>(short).message).toContain('at least 2 characters');
    expect((await send('PATCH', `/categories/${cat.id}`, { nameSw: 'y'.repeat(61) })).statusCode).toBe(400);
    expect((await send('PATCH', `/categories/${cat.id}`, { nameSw: ' ' })).statusCode).toBe(400);
    expect((await send('PATCH', `/categories/${cat.id}`, { nameSw: 7 })).statusCode).toBe(400);
    expect(
      (await send('POST', '/subcategories', { name: 'Consoles', nameSw: 'z', categoryId: cat.id })).statusCode,
    ).toBe(400);
    // Trimmed like the English name.
    const trimmed = await send('PATCH', `/categories/${cat.id}`, { nameSw: '  Michezo ya Video  ' });
    expect(cast.json<TAdminCatalogue>(trimmed).categories.find((c) => c.id === cat.id)?.nameSw).toBe(
      'Michezo ya Video',
    );
  });

  it("adds and edits a tribe's Kiswahili name and description; /api/tribes serves them; audited", async () => {
    const made = await send('POST', '/tribes', {
      name: 'Mombasa Swimmers',
      nameSw: 'Waogeleaji wa Mombasa',
      description: 'Early swims at Nyali.',
      descriptionSw: 'Kuogelea alfajiri Nyali.',
      linkUrl: 'https://chat.whatsapp.com/MombasaSwimmers2026ab',
    });
    expect(made.statusCode, made.body).toBe(200);
    const tribe = cast.json<TAdminCatalogue>(made).tribes.find((t) => t.name === 'Mombasa Swimmers')!;
    expect(tribe).toMatchObject({ nameSw: 'Waogeleaji wa Mombasa', descriptionSw: 'Kuogelea alfajiri Nyali.' });
    const served = async () => (await get<TPublicTribe[]>('/api/tribes')).find((t) => t.id === tribe.id);
    expect(await served()).toMatchObject({
      name: 'Mombasa Swimmers',
      description: 'Early swims at Nyali.',
      nameSw: 'Waogeleaji wa Mombasa',
      descriptionSw: 'Kuogelea alfajiri Nyali.',
    });

    const plain = cast
      .json<TAdminCatalogue>(
        await send('POST', '/tribes', { name: 'Thika Readers', linkUrl: 'https://t.me/thikareaders' }),
      )
      .tribes.find((t) => t.name === 'Thika Readers')!;
    expect(plain).toMatchObject({ nameSw: null, descriptionSw: null });

    const edited = await send('PATCH', `/tribes/${tribe.id}`, { nameSw: 'Waogeleaji Pwani', descriptionSw: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await served()).toMatchObject({ nameSw: 'Waogeleaji Pwani', descriptionSw: null });
    expect(await audit('tribe', tribe.id)).toEqual([
      {
        action: 'tribe.created',
        details: {
          name: 'Mombasa Swimmers',
          nameSw: 'Waogeleaji wa Mombasa',
          linkUrl: 'https://chat.whatsapp.com/MombasaSwimmers2026ab',
        },
      },
      {
        action: 'tribe.updated',
        details: {
          nameSw: { before: 'Waogeleaji wa Mombasa', after: 'Waogeleaji Pwani' },
          descriptionSw: { before: 'Kuogelea alfajiri Nyali.', after: null },
        },
      },
    ]);

    expect((await send('PATCH', `/tribes/${tribe.id}`, { nameSw: 'w' })).statusCode).toBe(400);
    expect((await send('PATCH', `/tribes/${tribe.id}`, { descriptionSw: 'd'.repeat(301) })).statusCode).toBe(400);
  });
});
