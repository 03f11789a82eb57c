import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRIBES, type TAdminCatalogue, type TEvent, type TPublicTribe } from '@tribe/contracts';
import { auditLog, events } from '../../db/schema/index.js';
import { ENGINES } from '../../test/database.js';
import { createSaleEvent } from '../checkout/checkout.test-support.js';
import { useAdminCast } from './admin.test-support.js';

/**
 * The catalogue edited by admins (docs/admin.md "Catalogue"): categories and types are created,
 * renamed, moved and hidden, the public /api/categories and /api/subcategories read the edit, and
 * one in use is never deleted; tribes are added, edited and archived, and /api/tribes reads them.
 */
describe.each(ENGINES)('admin catalogue (%s)', (engine) => {
  const { cast, admin } = useAdminCast(engine);

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    cast.send({ method, url: `/api/admin/catalogue${url}`, ...(payload ? { payload } : {}) }, admin.cookie);
  const publicNames = async (url: string) =>
    cast.json<{ id: number; name: string }[]>(await cast.send({ method: 'GET', url })).map((c) => c.name);

  it('creates, renames and moves a category and a type; the public lists read the edit', async () => {
    const made = await send('POST', '/categories', { name: 'Wellness & Spa' });
    expect(made.statusCode, made.body).toBe(200);
    const cat = cast.json<TAdminCatalogue>(made).categories.find((c) => c.name === 'Wellness & Spa')!;
    expect(cat).toMatchObject({ slug: 'wellness-and-spa', events: 0, subcategories: [] });
    // A new category goes last.
    const before = await publicNames('/api/categories');
    expect(before.at(-1)).toBe('Wellness & Spa');

    const typed = await send('POST', '/subcategories', { name: 'Yoga', categoryId: cat.id });
    const yoga = cast.json<TAdminCatalogue>(typed).categories.find((c) => c.id === cat.id)!.subcategories[0]!;
    expect(yoga.name).toBe('Yoga');
    await send('PATCH', `/subcategories/${yoga.id}`, { name: 'Yoga and Pilates' });
    expect(await publicNames('/api/subcategories')).toContain('Yoga and Pilates');

    const moved = await send('PATCH', `/categories/${cat.id}`, { name: 'Wellness', sortOrder: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    // Moved to the front: before every category that sorted ahead of it by place.
    const names = await publicNames('/api/categories');
    expect(names.indexOf('Wellness')).toBeLessThan(before.indexOf('Wellness & Spa'));
    expect(names.indexOf('Wellness')).toBeLessThan(names.length - 1);

    const actions = await cast.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.actorAdminId, admin.admin.id)));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['category.created', 'subcategory.created', 'subcategory.updated', 'category.updated']),
    );
  });

  it('refuses to delete a category or type in use, with a message that says why; deletes an unused one', async () => {
    const cat = cast
      .json<TAdminCatalogue>(await send('POST', '/categories', { name: 'Comedy Nights' }))
      .categories.find((c) => c.name === 'Comedy Nights')!;
    const sub = cast
      .json<TAdminCatalogue>(await send('POST', '/subcategories', { name: 'Stand-up', categoryId: cat.id }))
      .categories.find((c) => c.id === cat.id)!.subcategories[0]!;
    const sale = await createSaleEvent(cast.db);
    await cast.db.update(events).set({ categoryId: cat.id, subcategoryId: sub.id }).where(eq(events.id, sale.eventId));

    const typeInUse = await send('DELETE', `/subcategories/${sub.id}`);
    expect(typeInUse.statusCode).toBe(409);
    expect(cast.json<{ code: string; message: string }>(typeInUse)).toMatchObject({
      code: 'catalogue_in_use',
      message: expect.stringContaining('used by 1 event'),
    });
    const catInUse = await send('DELETE', `/categories/${cat.id}`);
    expect(catInUse.statusCode).toBe(409);
    expect(cast.json<{ message: string }>(catInUse).message).toContain('used by 1 event');

    await cast.db.update(events).set({ categoryId: null, subcategoryId: null }).where(eq(events.id, sale.eventId));
    const hasTypes = await send('DELETE', `/categories/${cat.id}`);
    expect(hasTypes.statusCode).toBe(409);
    expect((await send('DELETE', `/subcategories/${sub.id}`)).statusCode).toBe(200);
    const gone = await send('DELETE', `/categories/${cat.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await publicNames('/api/categories')).not.toContain('Comedy Nights');
  });

  it('refuses a second category of the same name and an unknown one', async () => {
    await send('POST', '/categories', { name: 'Film Screenings' });
    const again = await send('POST', '/categories', { name: 'film screenings' });
    expect(again.statusCode).toBe(409);
    expect((await send('PATCH', '/categories/99999999', { name: 'Nothing' })).statusCode).toBe(404);
    expect((await send('POST', '/categories', { name: 'x' })).statusCode).toBe(400);
  });

  const auditOf = async (type: 'category' | 'subcategory' | 'tribe', id: number) =>
    (
      await cast.db
        .select({ action: auditLog.action, details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.subjectType, type), eq(auditLog.subjectId, String(id))))
        .orderBy(auditLog.id)
    ).map((r) => r.action);

  it('hides a category: out of the public filters with its types, events keep it; showing brings it back', async () => {
    const cat = cast
      .json<TAdminCatalogue>(await send('POST', '/categories', { name: 'Night Markets' }))
      .categories.find((c) => c.name === 'Night Markets')!;
    const sub = cast
      .json<TAdminCatalogue>(await send('POST', '/subcategories', { name: 'Late Bites', categoryId: cat.id }))
      .categories.find((c) => c.id === cat.id)!.subcategories[0]!;
    const other = cast
      .json<TAdminCatalogue>(await send('POST', '/subcategories', { name: 'Beadwork', categoryId: cat.id }))
      .categories.find((c) => c.id === cat.id)!
      .subcategories.find((s) => s.name === 'Beadwork')!;
    const sale = await createSaleEvent(cast.db);
    await cast.db.update(events).set({ categoryId: cat.id, subcategoryId: sub.id }).where(eq(events.id, sale.eventId));
    // Read once, so a cached copy that was not dropped would fail below.
    const page = async () => cast.json<TEvent>(await cast.send({ method: 'GET', url: `/api/events/${sale.eventId}` }));
    expect((await page()).category).toEqual({ id: cat.id, name: 'Night Markets' });
    expect(await publicNames('/api/categories')).toContain('Night Markets');

    const hidden = await send('PATCH', `/categories/${cat.id}`, { hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(cast.json<TAdminCatalogue>(hidden).categories.find((c) => c.id === cat.id)).toMatchObject({ hidden: true });
    expect(await publicNames('/api/categories')).not.toContain('Night Markets');
    const subs = await publicNames('/api/subcategories');
    expect(subs).not.toContain('Late Bites');
    expect(subs).not.toContain('Beadwork');
    // The event keeps its category and still shows it.
    expect((await page()).category).toEqual({ id: cat.id, name: 'Night Markets' });
    // Hiding it again records nothing more.
    await send('PATCH', `/categories/${cat.id}`, { hidden: true });
    expect(await auditOf('category', cat.id)).toEqual(['category.created', 'category.hidden']);

    await send('PATCH', `/categories/${cat.id}`, { hidden: false });
    expect(await publicNames('/api/categories')).toContain('Night Markets');
    expect(await publicNames('/api/subcategories')).toEqual(expect.arrayContaining(['Late Bites', 'Beadwork']));
    expect(await auditOf('category', cat.id)).toEqual(['category.created', 'category.hidden', 'category.shown']);

    // One type alone.
    const typeHidden = await send('PATCH', `/subcategories/${other.id}`, { hidden: true });
    expect(typeHidden.statusCode, typeHidden.body).toBe(200);
    const after = await publicNames('/api/subcategories');
    expect(after).toContain('Late Bites');
    expect(after).not.toContain('Beadwork');
    expect(await auditOf('subcategory', other.id)).toEqual(['subcategory.created', 'subcategory.hidden']);
    expect((await send('PATCH', `/categories/${cat.id}`, {})).statusCode).toBe(400);
  });

  it('serves the seeded tribes in order, and adds, edits, moves, archives and brings back a tribe', async () => {
    const tribes = async () => cast.json<TPublicTribe[]>(await cast.send({ method: 'GET', url: '/api/tribes' }));
    const seeded = await tribes();
    expect(seeded.map((t) => t.name)).toEqual(TRIBES.map((t) => t.name));
    expect(seeded[0]).toMatchObject({
      name: TRIBES[0]!.name,
      image: TRIBES[0]!.image,
      chatUrl: TRIBES[0]!.chatUrl,
      members: TRIBES[0]!.members,
    });

    const made = await send('POST', '/tribes', {
      name: 'Kisumu Cyclists',
      description: 'Weekend rides around the lake.',
      linkUrl: 'https://chat.whatsapp.com/KisumuCyclists2026abcd',
      members: 120,
    });
    expect(made.statusCode, made.body).toBe(200);
    const tribe = cast.json<TAdminCatalogue>(made).tribes.find((t) => t.name === 'Kisumu Cyclists')!;
    expect(tribe).toMatchObject({ platform: 'whatsapp', imageUrl: null, archived: false });
    expect((await tribes()).at(-1)).toMatchObject({ id: tribe.id, name: 'Kisumu Cyclists', image: null, members: 120 });

    const edited = await send('PATCH', `/tribes/${tribe.id}`, { name: 'Kisumu Riders', members: 150, position: 0 });
    expect(edited.statusCode, edited.body).toBe(200);
    const list = await tribes();
    expect(list.find((t) => t.id === tribe.id)).toMatchObject({ name: 'Kisumu Riders', members: 150 });
    expect(list.findIndex((t) => t.id === tribe.id)).toBeLessThan(list.length - 1);

    await send('PATCH', `/tribes/${tribe.id}`, { archived: true });
    expect((await tribes()).map((t) => t.id)).not.toContain(tribe.id);
    const archived = cast.json<TAdminCatalogue>(await send('GET', '')).tribes;
    expect(archived.at(-1)).toMatchObject({ id: tribe.id, archived: true });
    await send('PATCH', `/tribes/${tribe.id}`, { archived: false });
    expect((await tribes()).map((t) => t.id)).toContain(tribe.id);
    expect(await auditOf('tribe', tribe.id)).toEqual([
      'tribe.created',
      'tribe.updated',
      'tribe.archived',
      'tribe.restored',
    ]);
  });

  it('refuses a tribe without an https invite link, with a bad image address, or unknown', async () => {
    const plain = await send('POST', '/tribes', { name: 'Plain Link', linkUrl: 'http://chat.example.com/x' });
    expect(plain.statusCode).toBe(400);
    expect(cast.json<{ message: string }>(plain).message).toContain('https://');
    const image = await send('POST', '/tribes', {
      name: 'Bad Image',
      linkUrl: 'https://chat.whatsapp.com/x',
      imageUrl: 'javascript:alert(1)',
    });
    expect(image.statusCode).toBe(400);
    expect((await send('PATCH', '/tribes/99999999', { members: 3 })).statusCode).toBe(404);
    expect((await send('PATCH', '/tribes/1', {})).statusCode).toBe(400);
  });
});
