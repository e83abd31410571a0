// A small local OpenID Connect provider standing in for Google: discovery, an authorization
// endpoint that signs in whoever the test says (or refuses consent) and redirects at once, a token
// endpoint that checks the client's secret, the redirect address and the PKCE verifier, and a JWKS
// whose key signs real RS256 ID tokens (with jose). The shop's openid-client talks to it over HTTP
// exactly as it would to Google, so every check of the ID token runs for real.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface FakeGoogleUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface FakeOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next authorization signs in; `'deny'` refuses consent (error=access_denied). */
  next: FakeGoogleUser | 'deny';
  /** Token requests the provider answered, and refused. */
  tokenRequests: { granted: boolean }[];
  close(): Promise<void>;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  nonce: string | null;
  challenge: string | null;
  user: FakeGoogleUser;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });

export async function startFakeOpenIdProvider(clientId = 'phoolwari-test-client', clientSecret = 'fake-google-secret'): Promise<FakeOpenIdProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'fake-key-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();
  const tokenRequests: FakeOpenIdProvider['tokenRequests'] = [];
  let issuer = '';

  const server = createServer((req, res) => {
    void readBody(req).then(async (raw) => {
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify(body));
      };
      const url = new URL(req.url ?? '/', issuer);
      if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration')
        return json(200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
          scopes_supported: ['openid', 'email', 'profile'],
        });
      if (req.method === 'GET' && url.pathname === '/jwks') return json(200, { keys: [jwk] });
      if (req.method === 'GET' && url.pathname === '/authorize') {
        const q = url.searchParams;
        const redirectUri = q.get('redirect_uri') ?? '';
        if (q.get('client_id') !== clientId || q.get('response_type') !== 'code' || !redirectUri) return json(400, { error: 'invalid_request' });
        const back = new URL(redirectUri);
        if (q.get('state')) back.searchParams.set('state', q.get('state')!);
        if (provider.next === 'deny') back.searchParams.set('error', 'access_denied');
        else {
          const code = randomBytes(16).toString('hex');
          codes.set(code, { clientId, redirectUri, nonce: q.get('nonce'), challenge: q.get('code_challenge'), user: provider.next });
          back.searchParams.set('code', code);
        }
        res.writeHead(302, { location: back.href });
        return res.end();
      }
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(raw);
        const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
        const [id, secret] = basic
          ? Buffer.from(basic[1]!, 'base64').toString('utf8').split(':').map(decodeURIComponent)
          : [form.get('client_id'), form.get('client_secret')];
        const issued = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const refused =
          id !== clientId ||
          secret !== clientSecret ||
          form.get('grant_type') !== 'authorization_code' ||
          !issued ||
          issued.redirectUri !== form.get('redirect_uri') ||
          issued.challenge !== createHash('sha256').update(verifier).digest('base64url');
        tokenRequests.push({ granted: !refused });
        if (refused || !issued) return json(400, { error: 'invalid_grant' });
        const { sub, ...profile } = issued.user;
        const idToken = await new SignJWT({ ...profile, ...(issued.nonce ? { nonce: issued.nonce } : {}) })
          .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
          .setIssuer(issuer)
          .setAudience(clientId)
          .setSubject(sub)
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(privateKey);
        return json(200, {
          access_token: randomBytes(16).toString('hex'),
          token_type: 'Bearer',
          expires_in: 300,
          id_token: idToken,
          scope: 'openid email profile',
        });
      }
      return json(404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider: FakeOpenIdProvider = {
    issuer,
    clientId,
    clientSecret,
    next: { sub: 'google-0001', email: 'asha@example.com', email_verified: true, name: 'Asha Verma' },
    tokenRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return provider;
}
