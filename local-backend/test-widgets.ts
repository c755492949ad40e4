import type { SqlDatabase } from './sql-database.ts';
import { json } from './http-bridge.ts';

/**
 * For the browser suite only (with the test reset, local-backend/test-reset.ts): POST /__test/widgets with
 * { kind, settings, published?, ownerEmail?, name?, trialStartedDaysAgo? } stores a widget for that owner
 * (created when new; default widget-owner@localboost.example) and answers { id }, so a host-page test can
 * paste a snippet without walking the editor first. trialStartedDaysAgo moves the owner's free trial back
 * (20261201001200_widget_plans.sql), so a test sees an ended trial without waiting 14 days. The row goes through the database's own checks (the kind's settings schema,
 * the per-owner limit): a settings object the schema refuses answers 400 with the database's message.
 */
export function createTestWidgets(database: SqlDatabase): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body || typeof body.kind !== 'string' || typeof body.settings !== 'object' || body.settings === null) {
      return json(400, { message: 'Expected { kind, settings, published?, ownerEmail?, name?, trialStartedDaysAgo? }' });
    }
    const email = typeof body.ownerEmail === 'string' ? body.ownerEmail.trim().toLowerCase() : 'widget-owner@localboost.example';
    try {
      const id = await database.transaction(async (tx) => {
        const found = await tx.query<{ id: string }>('select id from auth.users where lower(email) = $1 order by created_at limit 1', [email]);
        const ownerId =
          found.rows[0]?.id ??
          (await tx.query<{ id: string }>('insert into auth.users (id, email) values (gen_random_uuid(), $1) returning id', [email])).rows[0]!.id;
        const settings = JSON.stringify(body.settings);
        const { rows } = await tx.query<{ id: string }>(
          `insert into public.widgets (owner_id, kind, name, draft, published, published_at)
             values ($1, $2, $3, $4::jsonb, case when $5 then $4::jsonb end, case when $5 then now() end)
             returning id`,
          [ownerId, body.kind, typeof body.name === 'string' ? body.name : `Test ${body.kind}`, settings, body.published !== false],
        );
        if (typeof body.trialStartedDaysAgo === 'number')
          await tx.query(
            `update private.widget_trials set started_at = now() - make_interval(secs => $2 * 86400) where owner_id = $1`,
            [ownerId, body.trialStartedDaysAgo],
          );
        return rows[0]!.id;
      });
      return json(201, { id });
    } catch (error) {
      const e = error as { code?: string; message?: string };
      return json(400, { code: e.code ?? 'XX000', message: e.message ?? String(error) });
    }
  };
}
