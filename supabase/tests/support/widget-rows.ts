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
