// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toCsv } from '@/lib/csv';
import type { FormMessage } from '../api/get-form-messages';
import { formMessagesCsv, matchesSearch } from './form-messages';

const message = (overrides: Partial<FormMessage> = {}): FormMessage => ({
  id: 'm1',
  widget_id: 'w1',
  sender_name: 'Ana Lopez',
  sender_email: 'ana@example.com',
  sender_phone: '',
  message: 'A table for six on Friday?',
  extra: [{ label: 'Preferred day', value: 'Friday' }],
  email_status: 'queued',
  handled_at: null,
  created_at: '2026-11-27T10:00:00Z',
  ...overrides,
});

describe('contact form messages in My tools', () => {
  it('finds a message by every word typed, in any of its fields, whatever the case', () => {
    expect(matchesSearch(message(), '')).toBe(true);
    expect(matchesSearch(message(), 'ANA friday')).toBe(true);
    expect(matchesSearch(message(), 'ana@example')).toBe(true);
    expect(matchesSearch(message(), 'ana tuesday')).toBe(false);
  });

  it('exports one row per message with its own fields by label, formulas neutralised', () => {
    const rows = formMessagesCsv([
      message({ sender_name: '=HYPERLINK("http://evil.example")', email_status: 'held' }),
      message({ id: 'm2', extra: [{ label: 'Budget', value: '+100' }], handled_at: '2026-11-27T11:00:00Z' }),
      message({ id: 'm3', email_status: 'digested' }),
    ]);
    expect(rows[0]).toEqual(['Received', 'Name', 'Email', 'Phone', 'Message', 'Preferred day', 'Budget', 'Handled', 'Emailed']);
    expect(rows[1]!.slice(5)).toEqual(['Friday', '', '', 'not yet (hourly email limit: in the next digest)']);
    expect(rows[2]!.slice(5)).toEqual(['', '+100', '2026-11-27T11:00:00Z', 'yes']);
    expect(rows[3]!.at(-1)).toBe('in a digest (hourly email limit)');
    const csv = toCsv(rows);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain(`"'+100"`);
  });
});
