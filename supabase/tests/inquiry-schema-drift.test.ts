import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INQUIRY_LIMITS } from '../../src/lib/inquiries/inquiry-limits';
import {
  LONE_CR_SOURCE,
  MULTI_LINE_FORBIDDEN_SOURCE,
  SINGLE_LINE_FORBIDDEN_SOURCE,
} from '../../src/lib/inquiries/inquiry-schema';
import { INQUIRY_KIND_VALUES, INQUIRY_SOURCE_VALUES } from '../../src/lib/inquiries/inquiry-sources';
import { CONTACT_SUBJECT_VALUES } from '../../src/lib/contact/contact-subjects';
import { MIGRATIONS_DIR } from './support/sql-files';

/**
 * The migration's CHECK constraints repeat the forms' limits, patterns and option lists. This test reads
 * them back out of the SQL and compares them with the TypeScript, so changing one side alone fails.
 */
const sql = readFileSync(join(MIGRATIONS_DIR, '20261123000200_visitor_inquiries.sql'), 'utf8');

function constraint(name: string): string {
  const match = new RegExp(`constraint ${name}\\s+check \\(([\\s\\S]*?)\\),?\\n\\s*(?:[a-z_]+ |created_at|constraint|--|\\))`).exec(sql);
  if (!match) throw new Error(`constraint ${name} not found in the migration`);
  return match[1] as string;
}
const quoted = (text: string) => [...text.matchAll(/'([^']*)'/g)].map((m) => m[1]);

describe('visitor_inquiries constraints agree with the form schemas', () => {
  it('kinds, sources and contact subjects', () => {
    expect(quoted(constraint('visitor_inquiries_kind_check')).sort()).toEqual([...INQUIRY_KIND_VALUES].sort());
    expect(quoted(constraint('visitor_inquiries_source_check')).sort()).toEqual([...INQUIRY_SOURCE_VALUES].sort());
    expect(quoted(constraint('visitor_inquiries_subject_check')).sort()).toEqual([...CONTACT_SUBJECT_VALUES].sort());
  });

  it('length limits', () => {
    expect(constraint('visitor_inquiries_full_name_check')).toContain(`between 1 and ${INQUIRY_LIMITS.fullName}`);
    expect(constraint('visitor_inquiries_business_name_check')).toContain(`between 1 and ${INQUIRY_LIMITS.businessName}`);
    expect(constraint('visitor_inquiries_phone_check')).toContain(`between 1 and ${INQUIRY_LIMITS.phone}`);
    expect(constraint('visitor_inquiries_message_check')).toContain(`between 1 and ${INQUIRY_LIMITS.message}`);
    expect(constraint('visitor_inquiries_email_check')).toContain(`char_length(email) <= ${INQUIRY_LIMITS.email}`);
    // The contact form's two name parts, joined by a space, always fit the name column.
    expect(INQUIRY_LIMITS.namePart * 2 + 1).toBeLessThanOrEqual(INQUIRY_LIMITS.fullName);
  });

  it('email: the shared address check (issue 29), and the clean-text patterns', () => {
    // The first migration's own pattern was replaced by private.is_plain_email, which
    // clean-text-agreement.test.ts keeps equal to the forms' isPlainEmail.
    const mailLimits = readFileSync(join(MIGRATIONS_DIR, '20261125000400_mail_limits.sql'), 'utf8');
    expect(mailLimits).toMatch(/alter table public\.visitor_inquiries\s+drop constraint visitor_inquiries_email_check,/);
    expect(mailLimits).toContain(`add constraint visitor_inquiries_email_check check (char_length(email) <= ${INQUIRY_LIMITS.email}) not valid`);
    expect(mailLimits).toContain('add constraint visitor_inquiries_email_plain_check check (private.is_plain_email(email)) not valid');
    for (const column of ['full_name', 'business_name', 'phone']) {
      expect(constraint(`visitor_inquiries_${column}_check`)).toContain(`${column} !~ '${SINGLE_LINE_FORBIDDEN_SOURCE}'`);
    }
    expect(constraint('visitor_inquiries_message_check')).toContain(`message !~ '${MULTI_LINE_FORBIDDEN_SOURCE}'`);
    expect(constraint('visitor_inquiries_message_check')).toContain(`message !~ '${LONE_CR_SOURCE}'`);
  });
});
