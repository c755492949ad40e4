// @vitest-environment node
import type { TimelineEntry } from '../api/get-contact';
import { recordCounts, timelineText } from './timeline-text';

const entry = (overrides: Partial<TimelineEntry>): TimelineEntry => ({
  occurred_at: '2026-11-25T10:00:00Z',
  kind: 'activity',
  table_name: 'visitor_inquiries',
  row_id: 'r1',
  summary: '',
  details: {},
  ...overrides,
});

describe('timeline entries in words', () => {
  it('links a record to its dashboard searched for the contact’s address', () => {
    expect(timelineText(entry({ kind: 'enquiry', summary: 'Demo request: Ann Able' }), 'ann+x@example.com')).toEqual({
      label: 'Enquiry',
      text: 'Demo request: Ann Able',
      href: '/inquiries-admin?q=ann%2Bx%40example.com',
    });
    expect(timelineText(entry({ kind: 'purchase', table_name: 'purchases', summary: 'Purchase: pro' }), 'a@b.co').href).toBeUndefined();
  });

  it('gives what a person wrote in an enquiry, in full, with its subject in words', () => {
    const message = 'We open a second salon in March.\nCan the booking tool cover both?';
    expect(
      timelineText(
        entry({ kind: 'enquiry', summary: 'Contact message: Ann Able', details: { kind: 'contact', subject: 'sales', message } }),
        'a@b.co',
      ).written,
    ).toEqual({ subject: 'Talk to sales', message });
    // A demo request without a message writes nothing; nor does any other kind of record.
    expect(timelineText(entry({ kind: 'enquiry', summary: 'Demo request: Ann', details: { message: null } }), 'a@b.co').written).toBeUndefined();
    expect(timelineText(entry({ kind: 'builder_lead', summary: 'Builder lead: X', details: { message: 'x' } }), 'a@b.co').written).toBeUndefined();
  });

  it('reads status changes, notes and tasks as the dashboards do, with who and on which record', () => {
    const by = { actor_email: 'sam@localboost.example' };
    expect(timelineText(entry({ details: { action: 'status_changed', from: 'new', to: 'contacted', ...by } }), 'a@b.co')).toEqual({
      label: 'Status changed: New → Contacted',
      about: 'the enquiry',
      actor: 'sam@localboost.example',
      action: 'status_changed',
    });
    expect(timelineText(entry({ summary: 'Note: Call Friday', details: { action: 'note_added', ...by } }), 'a@b.co')).toMatchObject({
      label: 'Note added',
      text: 'Call Friday',
    });
    expect(
      timelineText(entry({ table_name: 'contacts', details: { action: 'task_completed', title: 'Call back', ...by } }), 'a@b.co'),
    ).toMatchObject({ label: 'Task completed', text: 'Call back', about: 'the contact' });
  });

  it('counts the contact’s records by kind', () => {
    const kinds: TimelineEntry['kind'][] = ['builder_lead', 'enquiry', 'enquiry', 'activity', 'email'];
    expect(recordCounts(kinds.map((kind) => entry({ kind })))).toEqual(['1 builder lead', '2 enquiries']);
  });
});
