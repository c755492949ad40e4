// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toCsv } from '@/lib/csv';
import { buildLead } from '../testing/lead-factory';
import { leadsExportFilename, leadsToCsvRows } from './leads-csv';

describe('leadsToCsvRows', () => {
  it('keeps the spec columns in order, adds Status and Shortlist after them, maps ids to labels, joins lists with "; " and formats the date', () => {
    const lead = buildLead({
      business_name: 'Bean There',
      business_type: 'coffee',
      email: 'owner@beanthere.example',
      website_url: 'https://beanthere.example',
      goals: ['leads', 'reviews'],
      current_challenges: ['time', 'tracking'],
      created_at: '2025-01-05T15:07:00Z',
      shortlist: [14, 3],
      status: 'qualified',
    });
    expect(leadsToCsvRows([lead], 'UTC')).toEqual([
      [
        'Business Name',
        'Business Type',
        'Email',
        'Website URL',
        'Goals',
        'Challenges',
        'Created Date',
        'Status',
        'Shortlist',
      ],
      [
        'Bean There',
        'Coffee Shop',
        'owner@beanthere.example',
        'https://beanthere.example',
        'Generate more leads; Get more positive reviews',
        "Not enough time for marketing; Can't track what works",
        'Jan 5, 2025, 3:07 PM',
        'Qualified',
        'Google Reviews Widget; Quick Appointment Booking',
      ],
    ]);
  });

  it('writes "Not provided" for a lead without a website and keeps unknown ids as they are', () => {
    const [, row] = leadsToCsvRows([
      buildLead({ website_url: null, business_type: 'legacy-type', goals: ['old-goal'] }),
    ]);
    expect(row?.[1]).toBe('legacy-type');
    expect(row?.[3]).toBe('Not provided');
    expect(row?.[4]).toBe('old-goal');
    expect(row?.[8]).toBe('');
  });

  it('produces a file whose hostile cells are neutralised', () => {
    const csv = toCsv(leadsToCsvRows([buildLead({ business_name: '=HYPERLINK("http://evil")' })], 'UTC'));
    expect(csv).toContain('"\'=HYPERLINK(""http://evil"")"');
  });
});

describe('leadsExportFilename', () => {
  it('is leads-export-YYYY-MM-DD.csv', () => {
    expect(leadsExportFilename(new Date(2025, 2, 9))).toBe('leads-export-2025-03-09.csv');
  });
});
