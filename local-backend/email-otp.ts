import { createHash, randomInt } from 'node:crypto';
import type { SqlDatabase } from './sql-database.ts';
import { json } from './http-bridge.ts';

/*
 * Owner sign-in with an emailed one-time code (issue 42), as GoTrue answers supabase-js's
 * signInWithOtp({ email, options: { shouldCreateUser } }) (POST /auth/v1/otp) and
 * verifyOtp({ email, token, type: 'email' }) (POST /auth/v1/verify). Demo only: in production Supabase Auth
 * does all of this and sends the email itself (supabase/config.toml, [auth.email]). Here the email is queued
 * in public.email_outbox (kind sign_in_code), so it shows in /mailbox and the demo's send-emails sends it.
 *
 * A code is 6 digits from a CSPRNG, stored only as a hash, valid 10 minutes, used once, void after 5 wrong
 * tries; a new request replaces it. One email per address per 60 s, 5 per address an hour, 100 an hour in
 * all (the "mail cannon" bound: someone typing strangers' addresses).
 */
export const OTP_LIMITS = { expirySeconds: 600, everySeconds: 60, perAddressPerHour: 5, perHour: 100, maxAttempts: 5 };

type User = { id: string; email: string };
type AuthError = (status: number, code: string, message: string) => Response;

export function createEmailOtp(database: SqlDatabase) {
  const ready = database.exec(`
    create table if not exists auth.demo_otp_codes (
      email text primary key,
      user_id uuid not null references auth.users (id) on delete cascade,
      code_hash text not null,
      expires_at timestamptz not null,
      attempts integer not null default 0
    );
    revoke all on auth.demo_otp_codes from public, anon, authenticated, service_role;
  `);
  const hash = (email: string, code: string) => createHash('sha256').update(`${email}:${code}`).digest('hex');

  /** POST /otp: answers {} once the code's email is queued. */
  async function send(body: Record<string, unknown>, error: AuthError): Promise<Response> {
    await ready;
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!email) return error(400, 'validation_failed', 'Only an email address or phone number should be provided');
    const { rows: valid } = await database.query<{ ok: boolean }>(
      'select char_length($1) <= 254 and private.is_plain_email($1) as ok',
      [email],
    );
    if (!valid[0]?.ok) return error(400, 'validation_failed', 'Unable to validate email address: invalid format');

    const { rows: sent } = await database.query<{ address: number; total: number; wait: number | null }>(
      `select count(*) filter (where recipient = $1)::integer as address,
              count(*)::integer as total,
              ceil(extract(epoch from (max(created_at) filter (where recipient = $1) + make_interval(secs => $2) - now())))::integer as wait
         from public.email_outbox where kind = 'sign_in_code' and created_at > now() - interval '1 hour'`,
      [email, OTP_LIMITS.everySeconds],
    );
    const { address = 0, total = 0, wait = null } = sent[0] ?? {};
    if (wait !== null && wait > 0) {
      return error(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`);
    }
    if (address >= OTP_LIMITS.perAddressPerHour || total >= OTP_LIMITS.perHour) {
      return error(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
    }

    let user = (await database.query<User>('select id, email from auth.users where lower(email) = $1 order by created_at limit 1', [email])).rows[0];
    if (!user) {
      if (body.create_user === false) return error(422, 'otp_disabled', 'Signups not allowed for otp');
      // A plain signed-in user: owners are never added to private.staff.
      user = (await database.query<User>('insert into auth.users (id, email) values (gen_random_uuid(), $1) returning id, email', [email])).rows[0] as User;
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await database.transaction(async (tx) => {
      await tx.query(
        `insert into auth.demo_otp_codes (email, user_id, code_hash, expires_at)
           values ($1, $2, $3, now() + make_interval(secs => $4))
           on conflict (email) do update set user_id = excluded.user_id, code_hash = excluded.code_hash,
             expires_at = excluded.expires_at, attempts = 0`,
        [email, user.id, hash(email, code), OTP_LIMITS.expirySeconds],
      );
      await tx.query(
        `insert into public.email_outbox (kind, recipient, template, source_table, source_id)
           values ('sign_in_code', $1, $2::jsonb, 'auth.users', $3)`,
        [email, JSON.stringify({ code, expiresInMinutes: OTP_LIMITS.expirySeconds / 60 }), user.id],
      );
    });
    return json(200, {});
  }

  /** POST /verify (type email): the user for the right, unexpired code, consumed; otherwise an error. */
  async function verify(body: Record<string, unknown>, error: AuthError): Promise<User | Response> {
    await ready;
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const token = typeof body.token === 'string' ? body.token.trim() : '';
    if (body.type !== 'email' && body.type !== 'magiclink' && body.type !== 'signup') {
      return error(400, 'validation_failed', 'Verify requires a verification type');
    }
    if (!email || !token) return error(400, 'validation_failed', 'Verify requires either a token or a token hash');
    const expired = () => error(403, 'otp_expired', 'Token has expired or is invalid');
    if (!/^[0-9]{6}$/.test(token)) {
      await countAttempt(email);
      return expired();
    }
    const { rows } = await database.query<User>(
      `with used as (
         delete from auth.demo_otp_codes
          where email = $1 and code_hash = $2 and expires_at > now() and attempts < $3
          returning user_id
       )
       select u.id, u.email from used join auth.users u on u.id = used.user_id`,
      [email, hash(email, token), OTP_LIMITS.maxAttempts],
    );
    if (rows[0]) return rows[0];
    await countAttempt(email);
    return expired();
  }

  /** A wrong code counts; the fifth voids the code. */
  async function countAttempt(email: string) {
    await database.query('update auth.demo_otp_codes set attempts = attempts + 1 where email = $1', [email]);
    await database.query('delete from auth.demo_otp_codes where email = $1 and attempts >= $2', [email, OTP_LIMITS.maxAttempts]);
  }

  return { send, verify };
}
