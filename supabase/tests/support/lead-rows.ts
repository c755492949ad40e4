import { literal } from './sql-literal';

export type LeadRow = {
  id: string;
  business_name: string;
  business_type: string;
  goals: string[];
  current_challenges: string[];
  website_url: string | null;
  email: string;
};

/** A valid lead; override any column to make it invalid. */
export function leadRow(overrides: Partial<LeadRow> = {}): LeadRow {
  return {
    id: crypto.randomUUID(),
    business_name: 'Bella Vista Bistro',
    business_type: 'restaurant',
    goals: ['leads', 'reviews'],
    current_challenges: ['time', 'competition'],
    website_url: 'https://bellavista.example.com',
    email: 'maria@bellavista.example.com',
    ...overrides,
  };
}

/** The insert a visitor's submit performs (all client columns, created_at left to the server). */
export function insertLeadSql(row: LeadRow, suffix = ''): string {
  const columns = Object.keys(row) as (keyof LeadRow)[];
  const values = columns.map((c) => literal(row[c]));
  return `insert into public.custom_builder_leads (${columns.join(', ')}) values (${values.join(', ')})${suffix}`;
}
