import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, createTestApp } from '../../test/database.js';
import { ADMIN_SIGN_IN_ROUTES, FUZZ_ENDPOINTS, type FuzzEndpoint } from '../../test/endpoints.js';
import { ADMIN_COOKIE } from '../../plugins/admin-session.js';
import { hostAreaCast, type Who } from '../host-area/team.test-support.js';
import { adminCookie, createAdmin, signedInAdmin } from './admin.test-support.js';

/**
 * The admin area's authorization matrix (issue 18): every /api/admin route in the route table is
 * sent, with its example from endpoints.ts, as a visitor, an attendee, two hosts, a manager and a
 * scanner (and with a user's session token in the admin cookie): all are refused with 401
 * `admin_unauthorized`. An admin is not refused. A new admin route without an example fails here.
 */

const fill = (e: FuzzEndpoint) => {
  const values = Object.values(e.params ?? {}).map((v) => v[0]!);
  let i = 0;
  const url = e.url.replace(/:[A-Za-z]+/g, () => values[i++] ?? '1');
  return url + (e.query ? `?${new URLSearchParams(e.query).toString()}` : '');
};

describe.each(ENGINES)('admin authorization matrix (%s)', (engine) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let cast: Awaited<ReturnType<typeof hostAreaCast>>;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
    cast = await hostAreaCast(ctx);
  });
  afterAll(() => ctx?.close());

  const adminRoutes = () =>
    ctx.app.routeTable
      .filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .filter((k) => !ADMIN_SIGN_IN_ROUTES.has(k));

  const exampleOf = (key: string) => FUZZ_ENDPOINTS.find((e) => `${e.method} ${e.url}` === key);

  it('has an example for every admin route', () => {
    const missing = adminRoutes().filter((k) => !exampleOf(k));
    expect(missing, 'add these admin routes to FUZZ_ENDPOINTS in src/test/endpoints.ts').toEqual([]);
    expect(adminRoutes().length).toBeGreaterThan(0);
  });

  it('refuses every admin route to visitors, attendees, hosts, managers and scanners', async () => {
    const people: (Who | 'visitor')[] = ['visitor', 'attendee', 'hostA', 'hostB', 'manager', 'scanner'];
    for (const key of adminRoutes()) {
      const e = exampleOf(key)!;
      for (const who of people) {
        const cookie = who === 'visitor' ? undefined : cast.cookies[who];
        // The user's own cookie, and the same token carried in the admin cookie's place.
        const tries = cookie ? [cookie, cookie.replace(/^[^=]+=/, `${ADMIN_COOKIE}=`)] : [undefined];
        for (const c of tries) {
          const res = await cast.send({ method: e.method, url: fill(e), ...(e.body ? { payload: e.body } : {}) }, c);
          expect(
            res.statusCode,
            `${key} as ${who}${c?.startsWith(ADMIN_COOKIE) ? ' (in the admin cookie)' : ''}: ${res.body.slice(0, 160)}`,
          ).toBe(401);
          expect(JSON.parse(res.body).code).toBe('admin_unauthorized');
        }
      }
    }
  });

  it('refuses a signed-out caller before judging its input: nonsense params, query and body still get 401', async () => {
    for (const key of adminRoutes()) {
      const [method, path] = key.split(' ') as [string, string];
      const url = `${path.replace(/:[A-Za-z]+/g, 'not-an-id')}?limit=-5&status=nonsense&from=never`;
      const hasBody = !['GET', 'DELETE'].includes(method);
      const res = await cast.send({
        method: method as 'GET',
        url,
        ...(hasBody ? { payload: { nonsense: [1, 2, 3], amount: 'lots' } } : {}),
      });
      expect(res.statusCode, `${key}: ${res.body.slice(0, 160)}`).toBe(401);
      expect(JSON.parse(res.body).code).toBe('admin_unauthorized');
    }
  });

  it('lets an admin through every admin route', async () => {
    const { cookie } = await signedInAdmin(ctx.app);
    for (const key of adminRoutes()) {
      const e = exampleOf(key)!;
      const res = await cast.send({ method: e.method, url: fill(e), ...(e.body ? { payload: e.body } : {}) }, cookie);
      expect([401, 403], `${key} as an admin: ${res.statusCode} ${res.body.slice(0, 160)}`).not.toContain(
        res.statusCode,
      );
      expect(res.statusCode, `${key} as an admin`).toBeLessThan(500);
    }
  });

  it('refuses a disabled admin, an idle session and one past its 8 hours', async () => {
    const disabled = await createAdmin(ctx.app, { disabled: true });
    const idleAt = new Date(Date.now() - 31 * 60_000);
    const oldAt = new Date(Date.now() - 9 * 3600_000);
    const { admin } = await createAdmin(ctx.app);
    const cookies = [
      await adminCookie(ctx.app, disabled.admin.id),
      await adminCookie(ctx.app, admin.id, { now: idleAt }),
      await adminCookie(ctx.app, admin.id, { now: oldAt }),
    ];
    for (const cookie of cookies) {
      const res = await cast.send({ method: 'GET', url: '/api/admin/me' }, cookie);
      expect(res.statusCode).toBe(401);
    }
  });

  it('never reads an admin cookie as a user: the host and profile areas stay closed to it', async () => {
    const { cookie } = await signedInAdmin(ctx.app);
    const asUser = cookie.replace(/^[^=]+=/, 'tikiti_session=');
    for (const url of ['/api/auth/me', '/api/host/events', '/api/profile/tickets']) {
      for (const c of [cookie, asUser]) {
        const res = await cast.send({ method: 'GET', url }, c);
        expect(res.statusCode, `${url}`).toBe(401);
      }
    }
  });
});
