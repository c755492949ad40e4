// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildInquiry } from '../testing/inquiry-factory';
import { inquiriesExportFilename, inquiriesToCsvRows, INQUIRIES_CSV_HEADER } from './inquiries-csv';

describe('inquiriesToCsvRows', () => {
  it('writes the header, then labels instead of ids and blanks for what was not given', () => {
    const rows = inquiriesToCsvRows(
      [
        buildInquiry({ kind: 'demo', source: 'voice-agent-landing', full_name: 'Jordan Lee', phone: null, created_at: '2025-01-05T15:07:00Z', status: 'won' }),
        buildInquiry({ kind: 'contact', source: 'contact', subject: 'strategy-call', message: 'Line one\nLine two', business_name: null }),
      ],
      'UTC',
    );
    expect(rows[0]).toEqual([...INQUIRIES_CSV_HEADER]);
    expect(INQUIRIES_CSV_HEADER.slice(-2)).toEqual(['Created Date', 'Status']);
    expect(rows[1]!.slice(0, 3)).toEqual(['Demo request', 'Voice agent landing', 'Jordan Lee']);
    expect(rows[1]![5]).toBe('');
    expect(rows[1]![8]).toBe('Jan 5, 2025, 3:07 PM');
    expect(rows[1]![9]).toBe('Won');
    expect(rows[2]!.slice(0, 2)).toEqual(['Contact message', 'Contact page']);
    expect(rows[2]![4]).toBe('');
    expect(rows[2]![6]).toBe('Book a strategy call');
    expect(rows[2]![7]).toBe('Line one\nLine two');
  });

  it('names the file by date', () => {
    expect(inquiriesExportFilename(new Date(2025, 0, 5))).toBe('inquiries-export-2025-01-05.csv');
  });
});
