import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { DEMO_ANON_KEY } from '../src/lib/demo/demo-credentials.ts';

/*
 * The demo's JWTs, signed and verified with jose (HS256), as Supabase signs its keys and sessions with
 * the project's JWT secret. The secret is made once per install, at random, and kept in the ignored data
 * folder beside the database (issue 43, item 9): the repository holds none, so nobody can mint a
 * service_role token for someone else's demo. `npm run demo:reset` deletes it with the database.
 *
 * The anon key is the one fixed credential: like a Supabase publishable key it names the anon role and
 * nothing more, and the app, the scripts and the tests know it (src/lib/demo/demo-credentials.ts). It is
 * recognised as that exact string, never by a signature, so it grants no more than an anonymous visitor has.
 */
export const ISSUER = 'localboost-demo';
let key: Uint8Array | undefined;

/** The install's secret file for a database folder: created on first use, owner-readable only. */
export function installSecretPath(databaseDir: string): string {
  return `${databaseDir}-jwt-secret`;
}

/** Loads (or makes) the install's secret; every token signed or verified afterwards uses it. */
export function useInstallSecret(databaseDir: string): void {
  const path = installSecretPath(databaseDir);
  let secret: string;
  try {
    secret = readFileSync(path, 'utf8').trim();
  } catch {
    secret = '';
  }
  if (secret.length < 32) {
    secret = randomBytes(32).toString('base64url');
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  }
  key = new TextEncoder().encode(secret);
}

function signingKey(): Uint8Array {
  if (!key) throw new Error('local backend: the install secret is not loaded (useInstallSecret)');
  return key;
}

/** The API keys' fixed issue and expiry times. */
const KEY_ISSUED_AT = 1_764_000_000;
const KEY_EXPIRES_AT = 4_102_444_800;

/** The service role key (the anon key is the fixed DEMO_ANON_KEY). */
export function signServiceRoleKey(): Promise<string> {
  return new SignJWT({ iss: ISSUER, role: 'service_role', iat: KEY_ISSUED_AT, exp: KEY_EXPIRES_AT })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(signingKey());
}

export function signToken(claims: JWTPayload, lifetimeSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: ISSUER, ...claims, iat: now, exp: now + lifetimeSeconds })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(signingKey());
}

export type TokenProblem = 'expired' | 'invalid';

/** The token's claims, or why it is refused (a forged signature, a malformed token, an expired one). */
export async function verifyToken(token: string): Promise<{ claims: JWTPayload } | { problem: TokenProblem; reason: string }> {
  if (token === DEMO_ANON_KEY) return { claims: { iss: ISSUER, role: 'anon' } };
  try {
    const { payload } = await jwtVerify(token, signingKey(), { algorithms: ['HS256'], issuer: ISSUER });
    return { claims: payload };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { problem: 'expired', reason: 'JWT expired' };
    return { problem: 'invalid', reason: error instanceof Error ? error.message : String(error) };
  }
}
