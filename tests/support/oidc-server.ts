import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT } from 'jose';

/**
 * A small, real OpenID Connect provider on 127.0.0.1 that stands in for Google in tests
 * (DESIGN.md §8): discovery, an authorization endpoint with a consent page a browser can click,
 * a token endpoint (authorization code + PKCE S256, client_secret_basic / client_secret_post),
 * userinfo and the JSON Web Key Set for its RS256-signed ID tokens.
 *
 * It is strict on purpose, so a test fails when the app's side of the protocol goes wrong:
 * unknown clients, foreign redirect URIs, a missing state, nonce or S256 challenge, reused or
 * expired codes and wrong PKCE verifiers are all refused.
 */

export interface OidcUser {
  sub: string;
  email: string;
  name?: string;
  picture?: string;
  email_verified?: boolean;
}

export interface OidcServer {
  issuer: string;
  close(): Promise<void>;
  setUser(user: OidcUser): void;
}

export const DEFAULT_OIDC_USER: Readonly<Required<Omit<OidcUser, 'picture'>>> = {
  sub: 'google-user-1',
  email: 'google.user@example.com',
  name: 'Grace Google',
  email_verified: true,
};

const CODE_TTL_MS = 60_000;
const ACCESS_TOKEN_TTL_S = 3600;
const ID_TOKEN_TTL_S = 3600;
const PENDING_TTL_MS = 10 * 60_000;
const PROMPTS = new Set(['none', 'consent', 'select_account', 'login']);
/** RFC 7636 §4.1: 43–128 characters of [A-Z a-z 0-9 - . _ ~]. */
const PKCE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
const PKCE_CHALLENGE = /^[A-Za-z0-9\-_]{43}$/;

interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string | undefined;
  scopes: string[];
  codeChallenge: string;
}

interface IssuedCode extends AuthorizationRequest {
  user: OidcUser;
  expiresAt: number;
  accessTokens: string[];
}

class OAuthError extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
  }
}

const token = () => randomBytes(32).toString('base64url');

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', pragma: 'no-cache', ...headers });
  res.end(JSON.stringify(body));
}

function sendError(res: ServerResponse, e: OAuthError) {
  const headers: Record<string, string> = e.status === 401 ? { 'www-authenticate': 'Basic realm="oidc-test"' } : {};
  sendJson(res, e.status, { error: e.error, error_description: e.description }, headers);
}

function redirect(res: ServerResponse, location: URL) {
  res.writeHead(302, { location: location.toString(), 'cache-control': 'no-store' });
  res.end();
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new OAuthError(400, 'invalid_request', 'request body too large');
    chunks.push(chunk as Buffer);
  }
  const type = req.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded'))
    throw new OAuthError(400, 'invalid_request', 'body must be application/x-www-form-urlencoded');
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** A parameter given at most once (RFC 6749 §3.1: parameters must not be repeated). */
function single(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  if (values.length > 1) throw new OAuthError(400, 'invalid_request', `${name} is repeated`);
  const value = values[0];
  return value === '' ? undefined : value;
}

export async function startOidcServer(opts: { port?: number; redirectUri?: string; clientId: string; clientSecret: string }): Promise<OidcServer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const jwks = { keys: [{ ...publicJwk, kid, alg: 'RS256', use: 'sig' }] };

  let user: OidcUser = { ...DEFAULT_OIDC_USER };
  const pending = new Map<string, AuthorizationRequest & { expiresAt: number }>();
  const codes = new Map<string, IssuedCode>();
  const usedCodes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, { user: OidcUser; scopes: string[]; expiresAt: number }>();
  let issuer = '';

  const claimsFor = (u: OidcUser, scopes: string[]) => ({
    sub: u.sub,
    ...(scopes.includes('email') ? { email: u.email, email_verified: u.email_verified ?? true } : {}),
    ...(scopes.includes('profile') ? { ...(u.name !== undefined && { name: u.name }), ...(u.picture !== undefined && { picture: u.picture }) } : {}),
  });

  /** Checks the client and redirect URI: failures here must not redirect (RFC 6749 §4.1.2.1). */
  function checkClientAndRedirect(params: URLSearchParams): { clientId: string; redirectUri: string } {
    const clientId = single(params, 'client_id');
    if (!clientId) throw new OAuthError(400, 'invalid_request', 'client_id is required');
    if (clientId !== opts.clientId) throw new OAuthError(400, 'invalid_client', 'unknown client_id');
    const redirectUri = single(params, 'redirect_uri');
    if (!redirectUri) throw new OAuthError(400, 'invalid_request', 'redirect_uri is required');
    let parsed: URL;
    try {
      parsed = new URL(redirectUri);
    } catch {
      throw new OAuthError(400, 'invalid_request', 'redirect_uri is not an absolute URL');
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new OAuthError(400, 'invalid_request', 'redirect_uri must be http(s)');
    if (parsed.hash) throw new OAuthError(400, 'invalid_request', 'redirect_uri must not have a fragment');
    if (opts.redirectUri !== undefined && redirectUri !== opts.redirectUri)
      throw new OAuthError(400, 'invalid_request', 'redirect_uri does not match the registered one');
    return { clientId, redirectUri };
  }

  /** The remaining checks; their failures go back to the client's redirect URI. */
  function checkAuthorizationRequest(params: URLSearchParams, base: { clientId: string; redirectUri: string }): AuthorizationRequest & { prompt: string[] } {
    const responseType = single(params, 'response_type');
    if (responseType !== 'code') throw new OAuthError(400, 'unsupported_response_type', 'only response_type=code is supported');
    const state = single(params, 'state');
    if (!state) throw new OAuthError(400, 'invalid_request', 'state is required');
    const scopes = (single(params, 'scope') ?? '').split(' ').filter(Boolean);
    if (!scopes.includes('openid')) throw new OAuthError(400, 'invalid_scope', 'scope must include openid');
    const unknownScope = scopes.find((s) => !['openid', 'email', 'profile'].includes(s));
    if (unknownScope) throw new OAuthError(400, 'invalid_scope', `unknown scope ${unknownScope}`);
    const nonce = single(params, 'nonce');
    if (!nonce) throw new OAuthError(400, 'invalid_request', 'nonce is required');
    const method = single(params, 'code_challenge_method');
    const codeChallenge = single(params, 'code_challenge');
    if (!codeChallenge) throw new OAuthError(400, 'invalid_request', 'code_challenge is required (PKCE)');
    if (method !== 'S256') throw new OAuthError(400, 'invalid_request', 'code_challenge_method must be S256');
    if (!PKCE_CHALLENGE.test(codeChallenge)) throw new OAuthError(400, 'invalid_request', 'malformed code_challenge');
    const prompt = (single(params, 'prompt') ?? '').split(' ').filter(Boolean);
    const badPrompt = prompt.find((p) => !PROMPTS.has(p));
    if (badPrompt) throw new OAuthError(400, 'invalid_request', `unsupported prompt ${badPrompt}`);
    if (prompt.includes('none') && prompt.length > 1) throw new OAuthError(400, 'invalid_request', 'prompt=none cannot be combined');
    return { ...base, state, nonce, scopes, codeChallenge, prompt };
  }

  function issueCode(request: AuthorizationRequest): URL {
    const code = token();
    codes.set(code, { ...request, user: { ...user }, expiresAt: Date.now() + CODE_TTL_MS, accessTokens: [] });
    const to = new URL(request.redirectUri);
    to.searchParams.set('code', code);
    to.searchParams.set('state', request.state);
    to.searchParams.set('iss', issuer);
    return to;
  }

  function errorRedirect(request: { redirectUri: string }, state: string | undefined, e: OAuthError): URL {
    const to = new URL(request.redirectUri);
    to.searchParams.set('error', e.error);
    to.searchParams.set('error_description', e.description);
    if (state) to.searchParams.set('state', state);
    to.searchParams.set('iss', issuer);
    return to;
  }

  function consentPage(id: string, request: AuthorizationRequest): string {
    const u = user;
    const app = new URL(request.redirectUri).host;
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in to Google (test)</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem}button{font-size:1rem;padding:.5rem 1.25rem;margin-right:.5rem}</style>
</head><body>
<h1>Sign in to Google (test)</h1>
<p>A local OpenID Connect server standing in for Google.</p>
<p><strong>${escapeHtml(app)}</strong> wants to sign you in as:</p>
<p id="user">${u.picture ? `<img src="${escapeHtml(u.picture)}" alt="" width="32" height="32"> ` : ''}<span>${escapeHtml(u.name ?? '')}</span> &lt;<span>${escapeHtml(u.email)}</span>&gt;</p>
<form method="post" action="/authorize/decision">
<input type="hidden" name="request_id" value="${escapeHtml(id)}">
<button type="submit" name="decision" value="allow">Continue</button>
<button type="submit" name="decision" value="deny">Cancel</button>
</form>
</body></html>`;
  }

  function authenticateClient(req: IncomingMessage, body: URLSearchParams): string {
    const header = req.headers.authorization;
    const bodyId = single(body, 'client_id');
    const bodySecret = single(body, 'client_secret');
    let clientId: string | undefined;
    let secret: string | undefined;
    if (header) {
      if (bodySecret) throw new OAuthError(400, 'invalid_request', 'use one client authentication method only');
      const match = /^Basic +(\S+)$/i.exec(header);
      if (!match) throw new OAuthError(401, 'invalid_client', 'unsupported Authorization scheme');
      const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon < 0) throw new OAuthError(401, 'invalid_client', 'malformed Basic credentials');
      const decode = (v: string) => new URLSearchParams(`v=${v}`).get('v') ?? '';
      clientId = decode(decoded.slice(0, colon));
      secret = decode(decoded.slice(colon + 1));
      if (bodyId !== undefined && bodyId !== clientId) throw new OAuthError(400, 'invalid_request', 'client_id does not match the Basic credentials');
    } else {
      clientId = bodyId;
      secret = bodySecret;
    }
    if (!clientId || secret === undefined) throw new OAuthError(401, 'invalid_client', 'client authentication is required');
    if (!safeEqual(clientId, opts.clientId) || !safeEqual(secret, opts.clientSecret)) throw new OAuthError(401, 'invalid_client', 'client authentication failed');
    return clientId;
  }

  async function tokenEndpoint(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST') throw new OAuthError(400, 'invalid_request', 'token requests must be POST');
    const body = await readForm(req);
    const clientId = authenticateClient(req, body);
    const grantType = single(body, 'grant_type');
    if (grantType !== 'authorization_code') throw new OAuthError(400, 'unsupported_grant_type', 'only authorization_code is supported');
    const code = single(body, 'code');
    if (!code) throw new OAuthError(400, 'invalid_request', 'code is required');
    const issued = codes.get(code);
    if (!issued) {
      // A code presented twice: refuse it, and revoke what it already bought (RFC 6749 §4.1.2).
      const used = usedCodes.get(code);
      if (used) for (const t of used.accessTokens) accessTokens.delete(t);
      throw new OAuthError(400, 'invalid_grant', used ? 'authorization code already used' : 'unknown authorization code');
    }
    codes.delete(code);
    usedCodes.set(code, issued);
    if (issued.expiresAt < Date.now()) throw new OAuthError(400, 'invalid_grant', 'authorization code expired');
    if (issued.clientId !== clientId) throw new OAuthError(400, 'invalid_grant', 'code was issued to another client');
    if (single(body, 'redirect_uri') !== issued.redirectUri) throw new OAuthError(400, 'invalid_grant', 'redirect_uri does not match the authorization request');
    const verifier = single(body, 'code_verifier');
    if (!verifier) throw new OAuthError(400, 'invalid_grant', 'code_verifier is required');
    if (!PKCE_VERIFIER.test(verifier)) throw new OAuthError(400, 'invalid_grant', 'malformed code_verifier');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (!safeEqual(challenge, issued.codeChallenge)) throw new OAuthError(400, 'invalid_grant', 'code_verifier does not match the code_challenge');

    const accessToken = token();
    issued.accessTokens.push(accessToken);
    accessTokens.set(accessToken, { user: issued.user, scopes: issued.scopes, expiresAt: Date.now() + ACCESS_TOKEN_TTL_S * 1000 });
    const atHash = createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url');
    const idToken = await new SignJWT({
      ...claimsFor(issued.user, issued.scopes),
      azp: clientId,
      at_hash: atHash,
      ...(issued.nonce !== undefined && { nonce: issued.nonce }),
    })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(clientId)
      .setSubject(issued.user.sub)
      .setIssuedAt()
      .setExpirationTime(`${ID_TOKEN_TTL_S}s`)
      .sign(privateKey);
    sendJson(res, 200, {
      access_token: accessToken,
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
      scope: issued.scopes.join(' '),
    });
  }

  function userinfoEndpoint(req: IncomingMessage, res: ServerResponse) {
    const match = /^Bearer +(\S+)$/i.exec(req.headers.authorization ?? '');
    const grant = match ? accessTokens.get(match[1] as string) : undefined;
    if (!grant || grant.expiresAt < Date.now()) {
      res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer error="invalid_token"' });
      res.end(JSON.stringify({ error: 'invalid_token', error_description: 'missing, unknown or expired access token' }));
      return;
    }
    sendJson(res, 200, claimsFor(grant.user, grant.scopes));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', issuer);
    switch (url.pathname) {
      case '/.well-known/openid-configuration':
        return sendJson(res, 200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          response_modes_supported: ['query'],
          grant_types_supported: ['authorization_code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          scopes_supported: ['openid', 'email', 'profile'],
          claims_supported: ['iss', 'aud', 'sub', 'iat', 'exp', 'nonce', 'azp', 'at_hash', 'email', 'email_verified', 'name', 'picture'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
          prompt_values_supported: [...PROMPTS],
          authorization_response_iss_parameter_supported: true,
        });
      case '/jwks':
        return sendJson(res, 200, jwks, { 'cache-control': 'public, max-age=60' });
      case '/authorize': {
        if (req.method !== 'GET' && req.method !== 'POST') throw new OAuthError(400, 'invalid_request', 'unsupported method');
        const params = req.method === 'POST' ? await readForm(req) : url.searchParams;
        const base = checkClientAndRedirect(params);
        let request: ReturnType<typeof checkAuthorizationRequest>;
        try {
          request = checkAuthorizationRequest(params, base);
        } catch (e) {
          if (e instanceof OAuthError) return redirect(res, errorRedirect(base, single(params, 'state'), e));
          throw e;
        }
        const { prompt, ...authorization } = request;
        // prompt=none: the test user counts as signed in to the provider and as having consented.
        if (prompt.includes('none')) return redirect(res, issueCode(authorization));
        const id = token();
        pending.set(id, { ...authorization, expiresAt: Date.now() + PENDING_TTL_MS });
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-frame-options': 'DENY' });
        res.end(consentPage(id, authorization));
        return;
      }
      case '/authorize/decision': {
        if (req.method !== 'POST') throw new OAuthError(400, 'invalid_request', 'decisions must be POST');
        const body = await readForm(req);
        const id = single(body, 'request_id') ?? '';
        const request = pending.get(id);
        pending.delete(id);
        if (!request || request.expiresAt < Date.now()) throw new OAuthError(400, 'invalid_request', 'unknown or expired authorization request');
        if (single(body, 'decision') !== 'allow')
          return redirect(res, errorRedirect(request, request.state, new OAuthError(400, 'access_denied', 'the user declined')));
        return redirect(res, issueCode(request));
      }
      case '/token':
        return tokenEndpoint(req, res);
      case '/userinfo':
        return userinfoEndpoint(req, res);
      default:
        return sendJson(res, 404, { error: 'not_found' });
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (res.headersSent) return res.destroy();
      if (e instanceof OAuthError) return sendError(res, e);
      sendJson(res, 500, { error: 'server_error', error_description: String(e) });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    setUser(next) {
      user = { ...next, email_verified: next.email_verified ?? true };
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
