import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';

/**
 * The OpenAPI 3 document, generated from the routes' zod schemas, at GET /api/openapi.json; in
 * local mode a browsable copy at /api/docs. Registered before the routes so it sees them all.
 */
export async function openApi(app: FastifyInstance, config: Config) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Sanarte API',
        description: 'The JSON API of Sanarte. Errors answer `{ success: false, message }` in Spanish.',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl }],
    },
    // Each operation is grouped by its path: /api/<domain>/…, /cdn…, /dev…; /health under "ops".
    transform: (route) => {
      const out = jsonSchemaTransform(route);
      const [, first, second] = route.url.split('/');
      const domain =
        first === 'api'
          ? second
          : first === 'health' || first === 'ready'
            ? 'ops'
            : first?.replace(/-upload$/, '');
      const schema = out.schema ?? {};
      return { ...out, schema: { ...schema, tags: schema.tags ?? [domain ?? 'ops'] } };
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  if (config.mode === 'local') {
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI sets inline styles; local mode is plain HTTP, so nothing is upgraded.
      transformStaticCSP: (csp) =>
        csp
          .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
          .replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  }
}
