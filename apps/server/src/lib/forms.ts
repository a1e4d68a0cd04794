import type { FastifyInstance } from 'fastify';

/**
 * Url-encoded bodies (HTML forms, a mail client's one-click unsubscribe) are kept as the raw
 * string for the route to read: in the plugin that calls it only.
 */
export function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
}
