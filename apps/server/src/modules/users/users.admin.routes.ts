import {
  adminCreateUserSchema,
  adminTestHistory,
  adminUpdateUserSchema,
  adminUserCreated,
  adminUserUpdated,
  complimentaryAccessSchema,
  es,
  idParam,
  usersCsvAnswer,
  usersFilterQuery,
  usersListQuery,
  usersPage,
} from '@sanarte/shared';
import type { RateLimits } from '../../lib/rate-limits.js';
import { responses } from '../../lib/responses.js';
import { read, routes, staffRead, write } from '../../lib/route-options.js';
import { guards } from '../auth/auth.plugin.js';
import type { UsersAdminService } from './users.admin.service.js';
import { presentUsersPage } from './users.presenter.js';

export interface UsersAdminRoutesDeps {
  admin: UsersAdminService;
  rateLimits: RateLimits;
}

/** Clientes and Usuarios CRM: lists, CSV, create, edit, activate and deactivate. */
export const usersAdminRoutes = routes(async (app, { admin, rateLimits }: UsersAdminRoutesDeps) => {
  const { writes } = rateLimits;
  app.get(
    '/api/users/list',
    staffRead('List users, filtered and paged (staff)', usersListQuery, usersPage),
    async (req) => {
      const { page, pageSize, ...filter } = req.query;
      return presentUsersPage(await admin.list(filter, page, pageSize), req.query);
    },
  );

  app.get(
    '/api/users/export.csv',
    staffRead('Export the clients or the staff as a CSV file (staff)', usersFilterQuery, usersCsvAnswer),
    async (req, reply) => {
      const { filename, stream } = admin.exportCsv(req.query);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store');
      // A stream: the serializer is not used (the schema documents the file).
      return reply.send(stream as unknown as string);
    },
  );

  app.get(
    '/api/users/:id/test-history',
    read('staff', "List a client's wellbeing tests (staff)", adminTestHistory, { params: idParam }),
    async (req) => ({ success: true as const, data: await admin.testHistory(req.params.id) }),
  );

  app.post(
    '/api/users/create',
    {
      schema: {
        summary: 'Create an account, or invite its owner by e-mail (admin)',
        body: adminCreateUserSchema,
        response: responses({ 201: adminUserCreated }),
      },
      config: { access: 'admin', rateLimit: writes },
    },
    async (req, reply) => {
      const { user, invited } = await admin.create(req.body);
      reply.status(201);
      return {
        success: true as const,
        message: invited ? es.admin.staffInviteSent.replace('{email}', user.email) : es.signup.created,
        data: user,
      };
    },
  );

  app.put(
    '/api/users/update/:id',
    write('admin', writes, 'Edit, activate or deactivate an account (admin)', adminUserUpdated, {
      params: idParam,
      body: adminUpdateUserSchema,
    }),
    async (req) => {
      const a = await guards.admin(req);
      const data = await admin.update(a.user.id, req.params.id, req.body);
      return { success: true as const, message: 'OK', data };
    },
  );

  app.post(
    '/api/complimentary-access/:id',
    write(
      'admin',
      writes,
      'Give a client a plan for some days, or until revoked, without payment (admin)',
      adminUserUpdated,
      {
        params: idParam,
        body: complimentaryAccessSchema,
      },
    ),
    async (req) => {
      const data = await admin.grantComp(req.params.id, req.body);
      const name = [data.name, data.lastName].filter(Boolean).join(' ') || data.email;
      return { success: true as const, message: es.admin.compGiven(name), data };
    },
  );

  app.delete(
    '/api/complimentary-access/:id',
    write('admin', writes, "End a client's complimentary access now (admin)", adminUserUpdated, {
      params: idParam,
    }),
    async (req) => ({
      success: true as const,
      message: es.admin.compRevoked,
      data: await admin.revokeComp(req.params.id),
    }),
  );
});
