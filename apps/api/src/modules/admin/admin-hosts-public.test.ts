import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TEvent } from '@tribe/contracts';
import { events } from '../../db/schema/index.js';
import { ENGINES } from '../../test/database.js';
import { createSaleEvent } from '../checkout/checkout.test-support.js';
import { useAdminCast } from './admin.test-support.js';

/**
 * What the public sees of an admin's decision on a host (docs/admin.md "Hosts"): a suspended
 * host's events leave every public list and their page says sales are off; a verified host's
 * events carry the badge. Each list is read once before the change, so a cached copy that was not
 * dropped would fail the test.
 */
describe.each(ENGINES)('admin host decisions in public (%s)', (engine) => {
  const { cast, admin } = useAdminCast(engine);

  const asAdmin = (url: string, payload: object) => cast.send({ method: 'POST', url, payload }, admin.cookie);
  const get = async <T>(url: string) => {
    const res = await cast.send({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return cast.json<T>(res);
  };
  const ids = async (url: string) => (await get<TEvent[]>(url)).map((e) => e.id);
  const saleOf = async (hostId: number) => {
    const sale = await createSaleEvent(cast.db);
    await cast.db.update(events).set({ hostId, featured: true }).where(eq(events.id, sale.eventId));
    return sale;
  };

  it("takes a suspended host's events out of the listing, search and featured; their page says sales are off; restoring lists them again", async () => {
    const sale = await saleOf(cast.hostAId);
    const other = await saleOf(cast.hostBId);
    const search = `/api/events?q=${sale.externalId}`;
    expect(await ids('/api/events')).toEqual(expect.arrayContaining([sale.eventId, other.eventId]));
    expect(await ids('/api/events/featured')).toContain(sale.eventId);
    expect(await ids(search)).toEqual([sale.eventId]);
    expect((await get<TEvent>(`/api/events/${sale.externalId}`)).salesSuspended).toBeUndefined();

    const res = await asAdmin(`/api/admin/hosts/${cast.hostAId}/suspend`, { reason: 'Unpaid chargebacks pending' });
    expect(res.statusCode, res.body).toBe(200);

    const listed = await ids('/api/events');
    expect(listed).not.toContain(sale.eventId);
    expect(listed).toContain(other.eventId);
    expect(await ids('/api/events/featured')).not.toContain(sale.eventId);
    expect(await ids(search)).toEqual([]);
    const page = await get<TEvent>(`/api/events/${sale.externalId}`);
    expect(page).toMatchObject({ id: sale.eventId, salesSuspended: true });
    expect(page.unpublished).toBeUndefined();
    const sitemap = await cast.send({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(sale.externalId);

    await asAdmin(`/api/admin/hosts/${cast.hostAId}/restore`, { reason: 'Chargebacks settled' });
    expect(await ids('/api/events')).toContain(sale.eventId);
    expect(await ids('/api/events/featured')).toContain(sale.eventId);
    expect(await ids(search)).toEqual([sale.eventId]);
    expect((await get<TEvent>(`/api/events/${sale.externalId}`)).salesSuspended).toBeUndefined();
  });

  it("carries the host's verified flag on the listing and the event page, and drops it when unverified", async () => {
    const sale = await saleOf(cast.hostBId);
    const host = async () => (await get<TEvent>(`/api/events/${sale.externalId}`)).host;
    const listed = async () => (await get<TEvent[]>(search())).find((e) => e.id === sale.eventId)?.host;
    const search = () => `/api/events?q=${sale.externalId}`;
    expect(await host()).toEqual({ id: cast.hostBId, vendorName: expect.any(String), verified: false });
    expect((await listed())?.verified).toBe(false);

    const on = await asAdmin(`/api/admin/hosts/${cast.hostBId}/verification`, { verified: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((await host())?.verified).toBe(true);
    expect((await listed())?.verified).toBe(true);

    await asAdmin(`/api/admin/hosts/${cast.hostBId}/verification`, { verified: false });
    expect((await host())?.verified).toBe(false);
  });
});
