import { contactSubjectLabel, isContactSubject } from '@/lib/contact/contact-subjects';
import { fileDateStamp, formatDateTime } from '@/lib/dates';
import { statusLabel } from '@/lib/pipeline/pipeline-tables';
import type { Inquiry } from '../api/inquiry-types';
import { inquiryKindLabel, inquirySourceLabel } from '@/lib/inquiries/inquiry-sources';

export const INQUIRIES_CSV_HEADER = [
  'Kind',
  'Source',
  'Name',
  'Email',
  'Business Name',
  'Phone',
  'Subject',
  'Message',
  'Created Date',
  'Status',
] as const;

export const subjectLabel = (subject: string | null) =>
  subject === null ? '' : isContactSubject(subject) ? contactSubjectLabel(subject) : subject;

/** Header plus one row per enquiry, with labels instead of ids; blanks for what was not given. */
export function inquiriesToCsvRows(rows: ReadonlyArray<Inquiry>, timeZone?: string): string[][] {
  return [
    [...INQUIRIES_CSV_HEADER],
    ...rows.map((row) => [
      inquiryKindLabel(row.kind),
      inquirySourceLabel(row.source),
      row.full_name,
      row.email,
      row.business_name ?? '',
      row.phone ?? '',
      subjectLabel(row.subject),
      row.message ?? '',
      formatDateTime(row.created_at, timeZone),
      statusLabel('visitor_inquiries', row.status),
    ]),
  ];
}

export const inquiriesExportFilename = (date: Date = new Date()) => `inquiries-export-${fileDateStamp(date)}.csv`;
