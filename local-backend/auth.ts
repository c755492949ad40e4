import { randomBytes, timingSafeEqual } from 'node:crypto';
import { DEMO_STAFF } from '../src/lib/demo/demo-credentials.ts';
import type { SqlDatabase } from './sql-database.ts';
import { createEmailOtp } from './email-otp.ts';
import { json } from './http-bridge.ts';
import { signToken, verifyToken } from './jwt.ts';

/*
 * /auth/v1: the part of Supabase Auth (GoTrue) the app uses: password sign-in, refresh, the user and
 * sign-out, with GoTrue's JSON and status codes. The only account with a password is the demo staff
 * account; widget owners sign in with an emailed one-time code (/otp and /verify, email-otp.ts). Refresh
 * tokens are kept in the database (auth.demo_refresh_tokens) so sessions survive a restart and sign-out
 * revokes them.
 */
const ACCESS_TOKEN_SECONDS = 3600;

type User = { id: string; email: string };

export function createAuthHandler(database: SqlDatabase): (request: Request) => Promise<Response> {
  const ready = database.exec(`
    create table if not exists auth.demo_refresh_tokens (
      token text primary key,
      user_id uuid not null references auth.users (id) on delete cascade,
      revoked boolean not null default false,
      created_at timestamptz not null default now()
    );
    revoke all on auth.demo_refresh_tokens from public, anon, authenticated, service_role;
  `);

  async function issueSession(user: User): Promise<Response> {
    const refreshToken = randomBytes(24).toString('base64url');
    await database.query('insert into auth.demo_refresh_tokens (token, user_id) values ($1, $2)', [refreshToken, user.id]);
    const accessToken = await signToken(
      { sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated', session_id: refreshToken.slice(0, 8) },
      ACCESS_TOKEN_SECONDS,
    );
    return json(200, {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: Math.floor(Date.now() / 1000) + ACCESS_TOKEN_SECONDS,
      refresh_token: refreshToken,
      user: userBody(user),
    });
  }

  const otp = createEmailOtp(database);

  async function userFromBearer(request: Request): Promise<User | Response> {
    const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
    const token = bearer ? await verifyToken(bearer) : undefined;
    if (!token) return authError(request, 401, 'no_authorization', 'This endpoint requires a Bearer token');
    if ('problem' in token) return authError(request, 403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${token.reason}`);
    if (token.claims.role !== 'authenticated' || typeof token.claims.sub !== 'string') {
      return authError(request, 403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    const { rows } = await database.query<User>('select id, email from auth.users where id = $1', [token.claims.sub]);
    return rows[0] ?? authError(request, 403, 'user_not_found', 'User from sub claim in JWT does not exist');
  }

  return async (request) => {
    await ready;
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/auth\/v1/, '');
    const body = request.method === 'POST' ? await readJson(request) : {};
    if (body === undefined) return authError(request, 400, 'bad_json', 'Could not parse request body as JSON');
    if (request.method === 'POST' && path === '/token') {
      const grant = url.searchParams.get('grant_type');
      if (grant === 'password') {
        const matches = body.email === DEMO_STAFF.email && sameText(body.password, DEMO_STAFF.password);
        if (!matches) return authError(request, 400, 'invalid_credentials', 'Invalid login credentials');
        return issueSession({ id: DEMO_STAFF.id, email: DEMO_STAFF.email });
      }
      if (grant === 'refresh_token') {
        const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
        // Each refresh token is used once, as GoTrue rotates them.
        const { rows } = await database.query<User>(
          `update auth.demo_refresh_tokens t set revoked = true from auth.users u
            where t.token = $1 and not t.revoked and u.id = t.user_id returning u.id, u.email`,
          [token],
        );
        const found = rows[0];
        if (!found) return authError(request, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        return issueSession(found);
      }
      return authError(request, 400, 'unsupported_grant_type', 'unsupported_grant_type');
    }
    if (request.method === 'POST' && path === '/otp') {
      return otp.send(body, (status, code, message) => authError(request, status, code, message));
    }
    if (request.method === 'POST' && path === '/verify') {
      const user = await otp.verify(body, (status, code, message) => authError(request, status, code, message));
      return user instanceof Response ? user : issueSession(user);
    }
    if (path === '/user' && request.method === 'GET') {
      const user = await userFromBearer(request);
      return user instanceof Response ? user : json(200, userBody(user));
    }
    if (path === '/logout' && request.method === 'POST') {
      const user = await userFromBearer(request);
      if (user instanceof Response) return user;
      await database.query('update auth.demo_refresh_tokens set revoked = true where user_id = $1', [user.id]);
      return new Response(null, { status: 204 });
    }
    return authError(request, 404, 'not_found', 'Not supported by the demo backend');
  };
}

function userBody(user: User) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: '2026-01-01T00:00:00Z',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    is_anonymous: false,
  };
}

/** GoTrue's error body: { code, message } for clients that send X-Supabase-Api-Version, else the older shape. */
function authError(request: Request, status: number, code: string, message: string): Response {
  const version = request.headers.get('X-Supabase-Api-Version');
  if (version) return json(status, { code, message }, { 'X-Supabase-Api-Version': version });
  return json(status, { code: status, error_code: code, msg: message });
}

async function readJson(request: Request): Promise<Record<string, unknown> | undefined> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function sameText(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
