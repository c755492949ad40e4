import type { DbEngine, TestActor } from './engines';
import { literal } from './sql-literal';

/**
 * Widgets for database tests that are about something else (views, insights, a contact's tools): the
 * call-button kind accepts any object, so a test stores '{}' and moves on. The settings checks themselves
 * are widgets-rls.test.ts's.
 */
export const ANY_CALL_BUTTON_SQL = `
  insert into private.widget_kind_schemas (kind, schema) values ('call-button', '{"type": "object"}')
    on conflict (kind) do update set schema = excluded.schema;
`;

/** A call button its owner stores, published when asked; answers its id. */
export async function insertWidget(
  db: DbEngine,
  owner: TestActor,
  { name = 'Call button', publish = false }: { name?: string; publish?: boolean } = {},
): Promise<string> {
  const [row] = await db.rows<{ id: string }>(
    owner,
    `insert into public.widgets (kind, name, draft) values ('call-button', ${literal(name)}, '{}') returning id`,
  );
  if (publish) await db.rows(owner, `select public.publish_widget('${row!.id}') as w`);
  return row!.id;
}

/**
 * What visitors sent through a widget, stored directly (the kinds' tables take rows for any widget): within
 * the last 30 days a contact form message, an email sign-up and a booking request; and a message 40 days
 * old. Three count towards "submissions in the last 30 days".
 */
export const submissionsSql = (widgetId: string) => `
  insert into public.contact_form_submissions (widget_id, sender_name, email_status, created_at)
    values ('${widgetId}', 'Recent', 'queued', now() - interval '2 days'),
           ('${widgetId}', 'Old', 'queued', now() - interval '40 days');
  insert into public.email_signup_subscribers (widget_id, email) values ('${widgetId}', 'ana@example.com');
  insert into public.booking_requests (widget_id, starts_at, ends_at, visitor_name, visitor_phone, email_status)
    values ('${widgetId}', now() + interval '1 day', now() + interval '1 day 30 minutes', 'Bo', '+15550100', 'queued');`;
