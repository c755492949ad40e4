import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_TOOL_LIMITS, WIDGET_TRIAL } from '@/domain/pricing/plan-limits';
import { TRIAL_DAYS } from '@/domain/pricing/plans';
import type { WidgetPlanRow } from '@/types/tables/widget-plans';
import { ACTORS, seedUsers } from './support/actors';
import { engineFactories, type DbEngine, type TestActor } from './support/engines';
import { insertLeadSql, leadRow } from './support/lead-rows';
import { literal } from './support/sql-literal';

/**
 * Plans decide what runs (20261201001200_widget_plans.sql), on each real engine: the 14-day trial from the
 * first widget, the plans' caps on live tools, a purchase tied to the owner by email or by its lead, the
 * reminder 3 days before the trial ends (once), and the settings read after an ended trial.
 */
type Plan = WidgetPlanRow;

describe.each(engineFactories())('widget plans on $name', (factory) => {
  let db: DbEngine;

  /** A new owner (an Auth user with their own address) and what they do. */
  const newOwner = async (email = `owner-${crypto.randomUUID().slice(0, 8)}@example.com`) => {
    const id = crypto.randomUUID();
    await db.admin(`insert into auth.users (id, email) values ('${id}', ${literal(email)})`);
    const actor: TestActor = { role: 'authenticated', sub: id };
    const addWidget = async (name = 'Call button') =>
      (await db.rows<{ id: string }>(actor,
        `insert into public.widgets (kind, name, draft) values ('call-button', ${literal(name)}, '{}') returning id`))[0]!.id;
    const publish = (widget: string) => db.rows(actor, `select id from public.publish_widget('${widget}')`);
    const plan = async () => (await db.rows<Plan>(actor, 'select * from public.my_widget_plan()'))[0];
    const trialStartedDaysAgo = (days: number) =>
      db.admin(`update private.widget_trials set started_at = now() - interval '${days} days' where owner_id = '${id}'`);
    return { id, email, actor, addWidget, publish, plan, trialStartedDaysAgo };
  };
  const buy = (values: { plan: string; email?: string; status?: string; lead?: string }) =>
    db.admin(`insert into public.purchases (plan, status, buyer_email, lead_table, lead_id) values (
      ${literal(values.plan)}, ${literal(values.status ?? 'active')}, ${literal(values.email ?? null)},
      ${values.lead ? "'custom_builder_leads'" : 'null'}, ${values.lead ? `'${values.lead}'` : 'null'})`);
  const served = async (widget: string) =>
    (await db.rows<{ w: unknown }>(ACTORS.anon, `select public.published_widget('${widget}') as w`))[0]!.w;
  const reminders = () => db.rows<{ n: number }>(ACTORS.sender, 'select private.enqueue_trial_reminders() as n');
  const outboxFor = (email: string) =>
    db.rows<{ kind: string; template: Record<string, unknown> }>(ACTORS.staff,
      `select kind, template from public.email_outbox where recipient = ${literal(email)} and kind = 'trial_ending'`);

  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
    await db.admin(`
      insert into private.widget_kind_schemas (kind, schema) values ('call-button', '{"type": "object"}')
        on conflict (kind) do update set schema = excluded.schema;
    `);
  }, 240_000);
  afterAll(() => db?.close());

  it('holds the figures the site shows: the plans’ live-tool limits and the trial', async () => {
    const site = Object.entries(LIVE_TOOL_LIMITS).map(([plan, limit]) => `(${literal(plan)}, ${limit ?? 'null::integer'})`);
    await db.admin(`do $$ begin
      if exists ((select plan, ready_made from private.plan_tool_limits except values ${site.join(', ')})
                 union all (values ${site.join(', ')} except select plan, ready_made from private.plan_tool_limits))
         or (select row(days, reminder_days, plan) from private.widget_trial())
            is distinct from row(${TRIAL_DAYS}, ${WIDGET_TRIAL.reminderDays}, ${literal(WIDGET_TRIAL.plan)}::text) then
        raise exception 'the database plan limits or trial differ from src/domain/pricing/plan-limits.ts';
      end if;
    end $$;`);
  });

  it('starts the trial with the first widget, for 14 days with the Starter limit, and never again', async () => {
    const owner = await newOwner();
    expect(await owner.plan()).toMatchObject({ plan: 'starter', on_trial: true, trial_started_at: null, may_run: true });
    const first = await owner.addWidget();
    const started = await owner.plan();
    expect(started).toMatchObject({ plan: 'starter', on_trial: true, tool_limit: 5, live_tools: 0, may_run: true });
    expect(Date.parse(started!.trial_ends_at!) - Date.parse(started!.trial_started_at!)).toBe(14 * 86_400_000);
    await owner.trialStartedDaysAgo(20);
    await db.exec(owner.actor, `delete from public.widgets where id = '${first}'`);
    await owner.addWidget();
    expect(await owner.plan()).toMatchObject({ may_run: false, trial_started_at: expect.any(String) });
  });

  it('refuses a sixth live tool during the trial with a clear message; republishing a live one is fine', async () => {
    const owner = await newOwner();
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await owner.addWidget(`Tool ${i}`));
    for (const id of ids.slice(0, 5)) await owner.publish(id);
    await expect(owner.publish(ids[5]!)).rejects.toMatchObject({
      code: 'PT402',
      message: expect.stringContaining('5 tools are live, the most your free trial includes. Unpublish one, or choose a larger plan.'),
    });
    await owner.publish(ids[0]!);
    expect(await owner.plan()).toMatchObject({ live_tools: 5, tool_limit: 5 });
  });

  it('after the trial refuses publishing and stops serving live tools, until a purchase with the owner’s email', async () => {
    const owner = await newOwner('Rosa@Trattoria.example');
    const live = await owner.addWidget();
    await owner.publish(live);
    expect(await served(live)).toMatchObject({ id: live, kind: 'call-button' });

    await owner.trialStartedDaysAgo(15);
    expect(await served(live)).toBeNull();
    await expect(owner.publish(live)).rejects.toMatchObject({
      code: 'PT402',
      message: expect.stringMatching(/Your free trial ended on \w+ \d{1,2}, \d{4}\. Choose a plan to publish your tools again\./),
    });

    await buy({ plan: 'professional', email: 'rosa@trattoria.example', status: 'canceled' });
    expect(await served(live)).toBeNull();
    await buy({ plan: 'professional', email: 'rosa@TRATTORIA.example' });
    expect(await served(live)).toMatchObject({ id: live });
    expect(await owner.plan()).toMatchObject({ plan: 'professional', on_trial: false, tool_limit: 10, live_tools: 1, may_run: true });
    await owner.publish(live);
  });

  it('ties a purchase by the lead its checkout reference matched; Elite is unlimited; the best plan wins', async () => {
    const owner = await newOwner();
    const lead = leadRow({ email: owner.email.toUpperCase() });
    await db.exec(ACTORS.service, insertLeadSql(lead));
    await owner.addWidget();
    await buy({ plan: 'starter', email: 'someone-else@example.com', lead: lead.id });
    expect(await owner.plan()).toMatchObject({ plan: 'starter', on_trial: false, tool_limit: 5 });
    await buy({ plan: 'elite', email: owner.email });
    expect(await owner.plan()).toMatchObject({ plan: 'elite', tool_limit: null });
    // A migration checkout is the Starter plan (its notices say so).
    const migrated = await newOwner();
    await buy({ plan: 'migration', email: migrated.email, status: 'paid' });
    expect(await migrated.plan()).toMatchObject({ plan: 'starter', on_trial: false, tool_limit: 5 });
  });

  it('queues the “trial ends in 3 days” email once, only in the last 3 days and only without a plan', async () => {
    const [early, due, paid] = await Promise.all([newOwner(), newOwner(), newOwner()]);
    for (const owner of [early, due, paid]) await owner.publish(await owner.addWidget());
    await early.trialStartedDaysAgo(10.9);
    await due.trialStartedDaysAgo(11.1);
    await paid.trialStartedDaysAgo(11.1);
    await buy({ plan: 'starter', email: paid.email });
    // Other tests' owners may be due as well; this one's email is what counts.
    await reminders();
    expect(await reminders()).toEqual([{ n: 0 }]);
    const [email] = await outboxFor(due.email);
    expect(email!.template).toMatchObject({ liveTools: 1, pricingUrl: expect.stringMatching(/\/pricing$/) });
    const endsAt = (await due.plan())!.trial_ends_at!;
    expect(Date.parse(email!.template.trialEndsAt as string)).toBe(Math.floor(Date.parse(endsAt) / 1000) * 1000);
    expect(await outboxFor(due.email)).toHaveLength(1);
    expect(await outboxFor(early.email)).toEqual([]);
    expect(await outboxFor(paid.email)).toEqual([]);
  });

  it('keeps the trials private and each owner’s plan their own; staff read it on the contact record', async () => {
    for (const actor of [ACTORS.member, ACTORS.anon])
      await expect(db.rows(actor, 'select * from private.widget_trials')).rejects.toMatchObject({ code: '42501' });
    await expect(db.rows(ACTORS.anon, 'select * from public.my_widget_plan()')).rejects.toMatchObject({ code: '42501' });
    await expect(db.rows(ACTORS.member, 'select private.enqueue_trial_reminders()')).rejects.toMatchObject({ code: '42501' });

    const owner = await newOwner('Owner-On-Record@example.com');
    await owner.addWidget();
    await db.admin(`insert into public.contacts (email_normalized) values ('owner-on-record@example.com')`);
    const [contact] = await db.rows<{ id: string }>(ACTORS.staff,
      `select id from public.contacts where email_normalized = 'owner-on-record@example.com'`);
    const [record] = await db.rows<Plan>(ACTORS.staff, `select * from public.contact_widget_plan('${contact!.id}')`);
    expect(record).toEqual(await owner.plan());
    await expect(db.rows(ACTORS.member, `select * from public.contact_widget_plan('${contact!.id}')`)).rejects.toMatchObject({
      code: '42501',
    });
  });
});
