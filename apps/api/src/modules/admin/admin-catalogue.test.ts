import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminCatalogue } from '@tribe/contracts';
import { auditLog, events } from '../../db/schema/index.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { createSaleEvent } from '../checkout/checkout.test-support.js';
import { hostAreaCast, type TestApp } from '../host-area/team.test-support.js';
import { signedInAdmin } from './admin.test-support.js';

/**
 * The catalogue edited by admins (docs/admin.md "Catalogue"): categories and types are created,
 * renamed and moved, the public /api/categories and /api/subcategories read the edit, and one in
 * use is never deleted.
 */
describe.each(ENGINES)('admin catalogue (%s)', (engine) => {
  let ctx: TestApp;
  let cast: Awaited<ReturnType<typeof hostAreaCast>>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
    cast = await hostAreaCast(ctx);
    admin = await signedInAdmin(ctx.app);
  });
  afterAll(() => ctx?.close());

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
});
