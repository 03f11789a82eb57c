import type { TAdminUserDetail, TAdminUserRow } from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import {
  countActiveSessions,
  deleteUserSessions,
  findUser,
  hostIdOwnedBy,
  listUsers,
  ordersOfUser,
} from './admin-users.repository.js';
import { ADMIN_USERS_TEXT } from './admin-users.texts.js';

/**
 * Users in the admin area (docs/admin.md): look anyone up by email, name, phone or username, see
 * their orders, and end every session they have (a lost phone, a taken-over account). Ending
 * sessions is audited in the same transaction.
 */

type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

const toRow = (u: UserRow): TAdminUserRow => ({
  id: u.id,
  username: u.username,
  name: [u.firstName, u.lastName].filter(Boolean).join(' ').trim() || u.username,
  email: u.email,
  phone: u.phone,
  isHost: u.isHost,
  emailVerified: Boolean(u.emailVerifiedAt),
  createdAt: u.createdAt.toISOString(),
});

export async function searchUsers(db: Db, q: { q?: string | undefined; offset: number; limit: number }) {
  const { rows, total } = await listUsers(db, q);
  return { items: rows.map(toRow), total };
}

/** @throws AppError not_found */
export async function userDetail(db: Db, userId: number, now: Date): Promise<TAdminUserDetail> {
  const user = await findUser(db, userId);
  if (!user) throw new AppError('not_found', ADMIN_USERS_TEXT.userNotFound);
  const [orders, activeSessions, hostId] = await Promise.all([
    ordersOfUser(db, user),
    countActiveSessions(db, userId, now),
    hostIdOwnedBy(db, userId),
  ]);
  return {
    ...toRow(user),
    activeSessions,
    hostId,
    orders: orders.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
  };
}

/**
 * Signs the user out everywhere: every session ends (their next request answers 401) and their
 * known devices are forgotten. Audited even when there was none to end.
 * @throws AppError not_found
 */
export async function endUserSessions(
  db: Db,
  actor: Extract<AuditActor, { kind: 'admin' }>,
  userId: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const user = await findUser(tx, userId);
    if (!user) throw new AppError('not_found', ADMIN_USERS_TEXT.userNotFound);
    const ended = await deleteUserSessions(tx, userId);
    await recordAudit(tx, {
      actor,
      hostId: null,
      action: 'user.sessions_ended',
      subject: { type: 'user', id: userId },
      details: { ended },
    });
    return ended;
  });
}
