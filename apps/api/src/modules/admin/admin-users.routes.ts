import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminSessionsEnded,
  ZAdminUserDetail,
  ZAdminUserList,
  ZAdminUserListQuery,
  ZAdminUserParams,
  ZErrorResponse,
} from '@tribe/contracts';
import { endUserSessions, searchUsers, userDetail } from './admin-users.service.js';

const failures = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse };
const tags = ['admin'];

/** The admin area's users routes (docs/admin.md), under /api/admin. */
const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Find users by email, name, phone or username',
        querystring: ZAdminUserListQuery,
        response: { 200: ZAdminUserList, ...failures },
      },
    },
    async (req) => searchUsers(app.db, req.query),
  );

  app.get(
    '/users/:userId',
    {
      schema: {
        tags,
        summary: 'A user with their orders and sessions',
        params: ZAdminUserParams,
        response: { 200: ZAdminUserDetail, ...failures },
      },
    },
    async (req) => userDetail(app.db, req.params.userId, new Date()),
  );

  app.post(
    '/users/:userId/end-sessions',
    {
      schema: {
        tags,
        summary: 'Sign the user out everywhere',
        params: ZAdminUserParams,
        response: { 200: ZAdminSessionsEnded, ...failures },
      },
    },
    async (req) => {
      const { admin } = await req.requireAdmin();
      const ended = await endUserSessions(
        app.db,
        { kind: 'admin', adminId: admin.id, requestId: req.id },
        req.params.userId,
      );
      return { ended };
    },
  );
};

export default adminUsersRoutes;
