// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@/lib/pipeline/activity';
import { listLabel } from '@/lib/pipeline/pipeline-tables';
import { activityActor, activityText } from './activity-text';

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: crypto.randomUUID(),
  table_name: 'visitor_inquiries',
  row_id: null,
  action: 'exported',
  details: {},
  actor_id: null,
  actor_email: null,
  created_at: '2025-01-05T15:07:00Z',
  ...overrides,
});

describe('activity entries in words', () => {
  it('names each dashboard, enquiries included', () => {
    expect(['custom_builder_leads', 'onboarding_submissions', 'visitor_inquiries', 'elsewhere'].map(listLabel)).toEqual([
      'Leads',
      'Onboarding',
      'Enquiries',
      'elsewhere',
    ]);
  });

  it("spells out an enquiry's status change, an export's size and who did it", () => {
    expect(activityText(entry({ action: 'status_changed', details: { from: 'new', to: 'qualified' } }))).toBe(
      'Status changed: New → Qualified',
    );
    expect(activityText(entry({ details: { scope: 'selection', rows: 1 } }))).toBe('Exported CSV: 1 row (selection)');
    expect(activityText(entry({ details: { scope: 'filters', rows: 12 } }))).toBe('Exported CSV: 12 rows');
    expect(activityActor(entry({ actor_id: crypto.randomUUID(), actor_email: 'staff@localboost.example' }))).toBe('staff@localboost.example');
    expect(activityActor(entry({ action: 'deleted' }))).toBe('Scheduled purge');
  });

  it('says who an owner change went to, and that the round robin made the first', () => {
    const id = crypto.randomUUID();
    const roundRobin = entry({ action: 'owner_changed', details: { from: null, to: id, to_email: 'ann@agency.example', reason: 'round_robin' } });
    expect(activityText(roundRobin)).toBe('Owner changed: assigned to ann@agency.example (round robin)');
    expect(activityActor(roundRobin)).toBe('Round robin');
    expect(activityText(entry({ action: 'owner_changed', details: { from: id, to: id, to_email: 'bo@agency.example', reason: 'reassigned' } }))).toBe(
      'Owner changed: reassigned to bo@agency.example',
    );
    expect(activityText(entry({ action: 'owner_changed', details: { from: id, to: null, to_email: null, reason: 'reassigned' } }))).toBe(
      'Owner changed: unassigned',
    );
    expect(activityText(entry({ action: 'call_logged', details: { note: 'Left a voicemail' } }))).toBe('Call logged: Left a voicemail');
    expect(activityText(entry({ action: 'email_logged', details: {} }))).toBe('Email logged');
  });
});
