import type { FastifyInstance } from 'fastify';
import type { AccessLevel } from '../../modules/auth/auth.plugin.js';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessLevel | undefined;
  /** Left out of the OpenAPI document (the web app's files, the docs' own pages). */
  hidden: boolean;
}

/** Records every route as it is registered: the access, hostile-input and contract tests walk them all. */
export function routeRegistry(app: FastifyInstance): readonly RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (r) => {
    const hidden = Boolean((r.schema as { hide?: boolean } | undefined)?.hide);
    for (const method of [r.method].flat())
      routes.push({ method, url: r.url, access: r.config?.access, hidden });
  });
  return routes;
}
