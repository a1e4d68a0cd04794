import * as client from 'openid-client';

export interface OidcFlow {
  state: string;
  nonce: string;
  verifier: string;
}

export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

/** Google sign-in (or any OIDC provider): authorization code + PKCE S256, state and nonce. */
export interface OidcProvider {
  start(): Promise<{ url: string; flow: OidcFlow }>;
  finish(params: { code: string; state: string }, flow: OidcFlow): Promise<OidcIdentity>;
}

export function openIdProvider(opts: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): OidcProvider {
  let config: Promise<client.Configuration> | undefined;
  const issuerUrl = new URL(opts.issuer);
  const getConfig = () => {
    config ??= client
      .discovery(issuerUrl, opts.clientId, opts.clientSecret, undefined, {
        // Only a local test issuer is plain http; the real one is https.
        execute: issuerUrl.protocol === 'http:' ? [client.allowInsecureRequests] : [],
      })
      .catch((err) => {
        config = undefined;
        throw err;
      });
    return config;
  };

  return {
    async start() {
      const cfg = await getConfig();
      const flow: OidcFlow = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(cfg, {
        redirect_uri: opts.redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
        prompt: 'select_account',
      });
      return { url: url.href, flow };
    },

    async finish(params, flow) {
      const cfg = await getConfig();
      const current = new URL(opts.redirectUri);
      current.searchParams.set('code', params.code);
      current.searchParams.set('state', params.state);
      const tokens = await client.authorizationCodeGrant(cfg, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims?.sub || typeof claims.email !== 'string')
        throw new Error('id token without subject or e-mail');
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: claims.email.toLowerCase(),
        emailVerified: claims.email_verified === true,
        givenName: typeof claims.given_name === 'string' ? claims.given_name : '',
        familyName: typeof claims.family_name === 'string' ? claims.family_name : '',
      };
    },
  };
}
