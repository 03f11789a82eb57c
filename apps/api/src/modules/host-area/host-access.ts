import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACTING_HOST_HEADER, can, type THostMembership, type THostPermission, type THostRole } from '@tribe/contracts';
import { AppError } from '../../lib/errors.js';
import type { UserActor } from '../audit/audit.service.js';
import type { SessionUser } from '../../plugins/session.js';
import { findMemberships, findScannerEventIds, type MembershipRow } from './host-access.repository.js';

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
    if (!active) throw new AppError('forbidden', 'You are not on the team of the host you chose.');
  } else {
    active = memberships[0];
    if (!active) throw new AppError('forbidden', 'You are not a host or on a host’s team.');
  }
  if (active.suspended)
    throw new AppError(
      'host_suspended',
      `${active.vendorName} is suspended by Tikiti, so its host area is closed. The owner has an email with the reason.`,
    );
  if (permission !== null && !can(active.role, permission))
    throw new AppError('forbidden', 'Your role on this host’s team does not allow this.');
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
