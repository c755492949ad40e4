import type { APIRequestContext } from '@playwright/test';
import { DEMO_ANON_KEY } from '../../src/lib/demo/demo-credentials';
import { leadRow } from '../../src/lib/leads/lead-row';
import type { DraftValues } from './builder-journey';
import { expect } from './fixtures';

/**
 * Stores a row as a visitor's browser sends it: one anon POST to the demo backend's REST API (the visitor
 * tables take one row per request, within the per-address limit). For tests whose subject is what staff do
 * with the rows, not the form that sends them; each form's own submit has its journey test.
 */
export async function insertAsVisitor(request: APIRequestContext, table: string, row: Record<string, unknown>) {
  const response = await request.post(`/rest/v1/${table}`, {
    headers: { apikey: DEMO_ANON_KEY, Prefer: 'return=minimal' },
    data: { id: crypto.randomUUID(), ...row },
  });
  expect(response.status(), `insert into ${table}: ${await response.text()}`).toBe(201);
}

/**
 * Stores builder leads as the builder's submit does (src/features/builder/api/create-lead.ts: the row
 * leadRow makes of the checked answers, one anon insert each), in order, so the last is the newest. The
 * website is given as the schema leaves it (https://… or empty for none). Seconds instead of the 4-5 s a
 * lead takes through the wizard; e2e/builder.spec.ts creates leads through the wizard itself.
 */
export async function insertLeads(request: APIRequestContext, leads: ReadonlyArray<DraftValues>) {
  for (const lead of leads) {
    const id = crypto.randomUUID();
    // The draft's ids are the options' ids; the database's CHECK constraints refuse any other.
    const input = { ...lead, websiteUrl: lead.websiteUrl || null, shortlist: [] } as Parameters<typeof leadRow>[0];
    await insertAsVisitor(request, 'custom_builder_leads', leadRow(input, id, crypto.randomUUID()));
  }
}
