import { es } from '@sanarte/shared';
import type { OidcFlow, OidcIdentity, OidcProvider } from '../../adapters/oidc.js';
import { AppError } from '../../lib/errors.js';
import type { GoogleAccountsService } from './google-accounts.service.js';

/**
 * Google sign-in. The flow's state, nonce and PKCE verifier travel in a signed httpOnly cookie
 * (the routes keep it), so the callback only completes in the browser that started it.
 */
export function googleService(deps: {
  oidc: OidcProvider | null;
  /** Which account the proven identity opens. */
  accounts: Pick<GoogleAccountsService, 'signIn'>;
  log: { warn: (obj: object, msg: string) => void };
}) {
  const { oidc } = deps;
  return {
    enabled: oidc !== null,

    /** The provider's URL and the flow to keep in the browser; null when Google is not configured. */
    start: () => (oidc ? oidc.start() : Promise.resolve(null)),

    /**
     * The provider's callback. `flowCookie` is the flow cookie's verified value (null when missing
     * or tampered with). Answers the user and the session to set.
     */
    async finish(params: { code: string; state: string }, flowCookie: string | null) {
      if (!oidc) throw new AppError(404, es.google.notConfigured);
      if (!flowCookie) throw new AppError(400, es.google.processError);
      let flow: OidcFlow;
      try {
        flow = JSON.parse(flowCookie) as OidcFlow;
      } catch {
        throw new AppError(400, es.google.processError);
      }
      let identity: OidcIdentity;
      try {
        identity = await oidc.finish(params, flow);
      } catch (err) {
        deps.log.warn({ err: (err as Error).message }, 'google sign-in failed');
        throw new AppError(401, es.google.authError);
      }
      return deps.accounts.signIn(identity);
    },
  };
}
export type GoogleService = ReturnType<typeof googleService>;
