import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APP_ROUTES } from '@sanarte/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { sessionCookies } from '../../modules/auth/auth.plugin.js';
import { XSRF_COOKIE, XSRF_HEADER, xsrfModeOf } from '../app/security.js';

/** The name the document gives a route's trailing wildcard (Fastify's `*`): the rest of the path. */
const WILDCARD = 'path';

type Requirement = Record<string, string[]>;

/**
 * What a caller must send, from what the route declares (`config.access`, `config.xsrf`): the
 * session cookie when it is for signed-in users, the XSRF header (or the body's / form's field)
 * on an unsafe call to the API or a local-mode page; none for public reads and for the calls that
 * authenticate another way (signed webhooks, signed upload URLs).
 */
export function securityOf(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): Requirement[] {
  const config = route.config ?? {};
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
  const mode = xsrfModeOf(method, route.url, config.xsrf);
  const checked = mode !== null && mode !== 'none';
  const requirement: Requirement = {
    ...(config.access ? { session: [] } : {}),
    ...(checked ? { xsrf: [] } : {}),
  };
  return Object.keys(requirement).length > 0 ? [requirement] : [];
}

/** `GET /api/users/{id}/test-history` → `getUsersIdTestHistory`: unique, as method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]?.toUpperCase() + w.slice(1))].join('');
}

/**
 * The OpenAPI 3 document, generated from the routes' zod schemas, at GET /api/openapi.json; in
 * local mode a browsable copy at /api/docs. Registered before the routes so it sees them all.
 * Each operation gets the summary its route wrote, an operation id from its method and path, its
 * security requirement (the session cookie and the XSRF header, described below) and its group
 * (tag) from its path; a trailing wildcard is the parameter `path`.
 */
export async function openApi(app: FastifyInstance, config: Config) {
  const cookies = sessionCookies(config);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Sanarte API',
        description: 'The JSON API of Sanarte. Errors answer `{ success: false, message }` in Spanish.',
        version: '1.0.0',
        // Not an open API: its terms are the site's legal notice.
        license: { name: 'Proprietary', url: new URL(APP_ROUTES.legalNotice, config.publicUrl).href },
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: cookies.access,
            description:
              'The session: an HttpOnly cookie set by sign-in (with its refresh cookie, which POST /api/users/refresh-token turns into a new session).',
          },
          xsrf: {
            type: 'apiKey',
            in: 'header',
            name: XSRF_HEADER,
            description: `Double-submit token: the readable cookie ${XSRF_COOKIE}, which every answer hands out, echoed in this header on every unsafe call (the listening report sent with sendBeacon puts it in its body; local-mode pages in their form).`,
          },
        },
      },
    },
    transform: (input) => {
      const { url, route } = input;
      const out = jsonSchemaTransform(input);
      const [, first, second] = url.split('/');
      const domain =
        first === 'api'
          ? second
          : first === 'health' || first === 'ready'
            ? 'ops'
            : first?.replace(/-upload$/, '');
      const documented = url.replace(/\/\*$/, `/:${WILDCARD}`);
      const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
      const own = out.schema ?? {};
      return {
        url: documented,
        schema: {
          ...own,
          operationId: own.operationId ?? operationIdOf(method, documented),
          security: securityOf(route),
          tags: own.tags ?? [domain ?? 'ops'],
          ...(documented !== url ? { params: wildcardParams(own.params) } : {}),
        },
      };
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

/** A route's params with Fastify's `*` named `path` (added when the route declares no params). */
function wildcardParams(params: unknown) {
  const given = (params ?? {}) as { properties?: Record<string, unknown>; required?: string[] };
  const { '*': wildcard, ...rest } = given.properties ?? {};
  return {
    ...given,
    type: 'object',
    properties: {
      ...rest,
      [WILDCARD]: wildcard ?? {
        type: 'string',
        description: 'The rest of the path (folders and file name).',
      },
    },
    required: [...(given.required ?? []).filter((k) => k !== '*'), WILDCARD],
  };
}
