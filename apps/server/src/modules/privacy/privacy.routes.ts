import {
  accountDeletionAnswer,
  accountExport,
  apiMessage,
  confirmAccountDeletionSchema,
  consentChoiceSchema,
  consentRecordedAnswer,
  deleteAccountSchema,
  es,
  idParam,
} from '@sanarte/shared';
import type { Config } from '../../config.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { answering, routes, write } from '../../lib/route-options.js';
import { authCookies } from '../auth/auth.cookies.js';
import { guards } from '../auth/auth.plugin.js';
import { presentExport } from './privacy.presenter.js';
import type { PrivacyService } from './privacy.service.js';

export interface PrivacyRoutesDeps {
  privacy: PrivacyService;
  config: Config;
  rateLimits: RateLimits;
}

/** The account holder's rights (export, deletion, consents) and the back-office's deletion. */
export const privacyRoutes = routes(async (app, { privacy, config, rateLimits }: PrivacyRoutesDeps) => {
  const { auth, writes } = rateLimits;
  const cookies = authCookies(config);
  app.get(
    '/api/users/me/export',
    answering(
      { access: 'user', rateLimit: writes },
      { summary: 'Export everything held about the signed-in user' },
      accountExport,
    ),
    async (req, reply) => {
      const a = await guards.user(req);
      const data = presentExport(await privacy.exportOf(a.user));
      const day = data.exportedAt.slice(0, 10);
      reply
        .header('content-disposition', `attachment; filename="sanarte-mis-datos-${day}.json"`)
        .header('cache-control', 'no-store');
      return data;
    },
  );

  app.post(
    '/api/users/me/consents',
    write('user', writes, "Record the signed-in user's cookie choice", consentRecordedAnswer, {
      body: consentChoiceSchema,
    }),
    async (req) => {
      const a = await guards.user(req);
      await privacy.recordCookieChoice(a.user.id, req.body);
      return { success: true as const };
    },
  );

  app.delete(
    '/api/users/me',
    write(
      'user',
      auth,
      "Delete the signed-in user's account, or e-mail a link to confirm",
      accountDeletionAnswer,
      { body: deleteAccountSchema },
    ),
    async (req, reply) => {
      const a = await guards.user(req);
      const result = await privacy.deleteOwn(a.user, req.body.password, req.ip);
      if (result.status === 'deleted') cookies.session.clear(reply);
      return { success: true as const, ...result };
    },
  );

  app.post(
    '/api/users/delete-account/confirm',
    answering(
      { rateLimit: auth },
      { summary: 'Confirm deleting an account with its e-mailed link', body: confirmAccountDeletionSchema },
      accountDeletionAnswer,
    ),
    async (req, reply) => {
      const result = await privacy.confirmDeletion(req.body.token);
      // Signed in as the account just deleted (the link opened in the same browser): signed out.
      const a = await req.auth();
      if (!a || a.user.id === result.userId) cookies.session.clear(reply);
      return { success: true as const, status: result.status, message: result.message };
    },
  );

  app.delete(
    '/api/users/delete/:id',
    write('admin', writes, "Delete a customer's account (admin)", apiMessage, { params: idParam }),
    async (req) => {
      const a = await guards.admin(req);
      await privacy.deleteByStaff(a.user, req.params.id);
      return { success: true as const, message: es.privacy.adminDeleted };
    },
  );
});
