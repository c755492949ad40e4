import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

/*
 * The demo's JWTs, signed and verified with jose (HS256), as Supabase signs its keys and sessions with
 * the project's JWT secret. This secret is the demo's alone: nothing signed with it works elsewhere.
 */
export const DEMO_JWT_SECRET = 'localboost-demo-jwt-secret-only-for-the-local-backend';
export const ISSUER = 'localboost-demo';
const key = new TextEncoder().encode(DEMO_JWT_SECRET);

/** The API keys' fixed issue and expiry times, so the anon key is the same string on every machine. */
const KEY_ISSUED_AT = 1_764_000_000;
const KEY_EXPIRES_AT = 4_102_444_800;

export function signApiKey(role: 'anon' | 'service_role'): Promise<string> {
  return new SignJWT({ iss: ISSUER, role, iat: KEY_ISSUED_AT, exp: KEY_EXPIRES_AT })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(key);
}

export function signToken(claims: JWTPayload, lifetimeSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: ISSUER, ...claims, iat: now, exp: now + lifetimeSeconds })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(key);
}

export type TokenProblem = 'expired' | 'invalid';

/** The token's claims, or why it is refused (a forged signature, a malformed token, an expired one). */
export async function verifyToken(token: string): Promise<{ claims: JWTPayload } | { problem: TokenProblem; reason: string }> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
    return { claims: payload };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { problem: 'expired', reason: 'JWT expired' };
    return { problem: 'invalid', reason: error instanceof Error ? error.message : String(error) };
  }
}
