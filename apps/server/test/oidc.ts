import { OAuth2Server } from 'oauth2-mock-server';

export interface MockIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

/** A real OIDC provider on 127.0.0.1 (oauth2-mock-server) whose next identity tests choose. */
export async function startOidcProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const state: { identity: MockIdentity } = {
    identity: {
      sub: 'google-1',
      email: 'ana@gmail.com',
      email_verified: true,
      given_name: 'Ana',
      family_name: 'López',
    },
  };
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, state.identity);
  });
  const issuer = server.issuer.url as string;
  return {
    issuer,
    setIdentity(identity: MockIdentity) {
      state.identity = identity;
    },
    stop: () => server.stop(),
  };
}
