import type { Actor } from './postgrest/handle-request.ts';
import { json } from './http-bridge.ts';
import { verifyToken } from './jwt.ts';

/**
 * Who a request is, as Supabase's gateway and PostgREST decide it: the apikey header must be one of the
 * project's API keys (a JWT signed with its secret), and the Authorization bearer token, when present,
 * is the caller (otherwise the apikey is). A forged, malformed or expired token is refused.
 */
export type Caller = { actor: Actor } | { refused: Response };

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

export async function identifyCaller(request: Request): Promise<Caller> {
  const apikey = request.headers.get('apikey');
  const key = apikey ? await verifyToken(apikey) : undefined;
  if (!key || !('claims' in key) || !ROLES.has(String(key.claims.role))) {
    return { refused: json(401, { message: 'Invalid API key', hint: 'Double check the apikey header: it must be the demo anon key.' }) };
  }
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  const token = bearer ? await verifyToken(bearer) : key;
  if ('problem' in token) {
    const code = token.problem === 'expired' ? 'PGRST303' : 'PGRST301';
    return {
      refused: json(
        401,
        { code, message: token.reason, details: null, hint: null },
        { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${token.reason.replace(/"/g, "'")}"` },
      ),
    };
  }
  const role = String(token.claims.role);
  if (!ROLES.has(role)) {
    return { refused: json(401, { code: 'PGRST301', message: `Unknown role ${role}`, details: null, hint: null }) };
  }
  return { actor: { role: role as Actor['role'], claims: token.claims as Record<string, unknown> } };
}
