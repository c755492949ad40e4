import { literal } from './sql-literal';

export type InquiryRow = {
  id: string;
  kind: string;
  source: string;
  full_name: string;
  email: string;
  business_name: string | null;
  phone: string | null;
  subject: string | null;
  message: string | null;
};

/** A valid demo request; override any column to make it invalid. */
export function demoRow(overrides: Partial<InquiryRow> = {}): InquiryRow {
  return {
    id: crypto.randomUUID(),
    kind: 'demo',
    source: 'ad2conversion',
    full_name: 'Jordan Lee',
    email: 'jordan@leedental.example.com',
    business_name: 'Lee Dental',
    phone: '+1 (555) 010-0200',
    subject: null,
    message: 'Interested in the monthly plan.',
    ...overrides,
  };
}

/** A valid contact message; override any column to make it invalid. */
export function contactRow(overrides: Partial<InquiryRow> = {}): InquiryRow {
  return {
    id: crypto.randomUUID(),
    kind: 'contact',
    source: 'contact',
    full_name: 'Ana Lopez',
    email: 'ana@example.com',
    business_name: null,
    phone: null,
    subject: 'sales',
    message: 'Pricing for 3 locations?\r\nThanks.',
    ...overrides,
  };
}

/** The insert a visitor's submit performs (all client columns, created_at left to the server). */
export function insertInquirySql(row: InquiryRow, suffix = ''): string {
  const columns = Object.keys(row) as (keyof InquiryRow)[];
  const values = columns.map((c) => literal(row[c]));
  return `insert into public.visitor_inquiries (${columns.join(', ')}) values (${values.join(', ')})${suffix}`;
}
