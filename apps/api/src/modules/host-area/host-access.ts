import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  ACTING_HOST_HEADER,
  ZErrorResponse,
  can,
  type THostMembership,
  type THostPermission,
  type THostRole,
} from '@tribe/contracts';
import { AppError } from '../../lib/errors.js';
import type { UserActor } from '../audit/index.js';
import type { SessionUser } from '../../plugins/session.js';
import { findMemberships, findScannerEventIds, hostOwnsEvent, type MembershipRow } from './host-access.repository.js';
import { HOST_EVENT_TEXT } from './host-area.texts.js';

export interface HostAccess {
  user: SessionUser;
  hostId: number;
  role: THostRole;
  /** Every host this person may act for (GET /api/host/me). */
  memberships: THostMembership[];
  /** A scanner limited to chosen events: their ids; null: every event of the host. */
  scannerEventIds: number[] | null;
  /** The request's id (the audit log names it, as the server's log lines do). */
  requestId: string;
}

/** The person acting, as the audit log records them. */
export const auditActorOf = (access: HostAccess): UserActor => ({
  kind: 'user',
  userId: access.user.id,
  requestId: access.requestId,
});

const publicMembership = (m: MembershipRow): THostMembership => ({
  hostId: m.hostId,
  vendorName: m.vendorName,
  logoUrl: m.logoUrl,
  role: m.role,
});

/**
 * Who this request acts for and with which role (decision 015): the host named by the
 * `x-host-id` header when the person is on its team, else the host they own, else their first
 * active membership by vendor name. Rights are read from the database on every request, so
 * every server process answers alike. `permission` null: any role will do.
 * @throws AppError unauthorized when signed out; forbidden when the person is on no host's
 *   team, not on the named host's team, or their role lacks the permission.
 */
export async function hostAccess(
  app: FastifyInstance,
  req: FastifyRequest,
  permission: THostPermission | null,
): Promise<HostAccess> {
  const user = await req.requireUser();
  const memberships = await findMemberships(app.db, user.id);
  const header = req.headers[ACTING_HOST_HEADER];
  const named = typeof header === 'string' && header.trim() ? header.trim() : null;
  let active: MembershipRow | undefined;
  if (named !== null) {
    active = /^\d{1,9}$/.test(named) ? memberships.find((m) => m.hostId === Number(named)) : undefined;
    if (!active) throw new AppError('forbidden', HOST_EVENT_TEXT.access.notOnChosenTeam);
  } else {
    active = memberships[0];
    if (!active) throw new AppError('forbidden', HOST_EVENT_TEXT.access.notAHost);
  }
  if (active.suspended) throw new AppError('host_suspended', HOST_EVENT_TEXT.hostSuspended(active.vendorName));
  if (permission !== null && !can(active.role, permission))
    throw new AppError('forbidden', HOST_EVENT_TEXT.access.roleForbids);
  const scannerEventIds =
    active.role === 'scanner' && active.teamMemberId !== null
      ? await findScannerEventIds(app.db, active.teamMemberId)
      : [];
  return {
    user,
    hostId: active.hostId,
    role: active.role,
    memberships: memberships.map(publicMembership),
    scannerEventIds: scannerEventIds.length ? scannerEventIds : null,
    requestId: req.id,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who this request acts for, as `requireHost` / `requireHostEvent` found it (host area only). */
    hostAccess: HostAccess | null;
  }
}

/**
 * The host area's error answers, one map for the whole group (host-area.group.ts): the statuses
 * its routes may answer besides success, each a `{ code, message }` body whose status the one
 * code table decides (lib/errors.ts). 401 signed out, 403 without the right, 404 for an event
 * or row of another host, 409 a state that refuses, 410 a spent invitation, 413/415 an upload too
 * big or of the wrong kind, 429 throttled.
 */
export const HOST_FAILURES = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  410: ZErrorResponse,
  413: ZErrorResponse,
  415: ZErrorResponse,
  429: ZErrorResponse,
};

/**
 * A route's permission, checked once before its handler (a preHandler: after the body is
 * validated, as the handlers did it): the request's `hostAccess` is then set. `permission` null:
 * any role will do.
 * @throws AppError as hostAccess: unauthorized, forbidden, host_suspended
 */
export function requireHost(permission: THostPermission | null): preHandlerAsyncHookHandler {
  return async (req) => {
    req.hostAccess = await hostAccess(req.server, req, permission);
  };
}

/**
 * `requireHost` for a route about one event (`:eventId`): the event must be the acting host's,
 * whatever its state, else 404 event_not_found (never 403, so another host's event ids are not
 * confirmed). The permission is judged first: without the right, 403 whatever the event.
 * @throws AppError unauthorized, forbidden, host_suspended, event_not_found
 */
export function requireHostEvent(permission: THostPermission): preHandlerAsyncHookHandler {
  return async (req) => {
    const access = await hostAccess(req.server, req, permission);
    const { eventId } = req.params as { eventId?: unknown };
    if (typeof eventId !== 'number' || !(await hostOwnsEvent(req.server.db, access.hostId, eventId)))
      throw new AppError('event_not_found', HOST_EVENT_TEXT.notFound);
    req.hostAccess = access;
  };
}

/** The access `requireHost` / `requireHostEvent` set on this request. */
export function accessOf(req: FastifyRequest): HostAccess {
  if (!req.hostAccess) throw new Error(`${req.routeOptions.url ?? req.url} has no requireHost preHandler`);
  return req.hostAccess;
}
