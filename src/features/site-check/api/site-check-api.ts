import { FunctionsHttpError } from '@supabase/supabase-js';
import type { SiteCheckReport } from '@/domain/site-check-report';
import { checkoutReferenceFor, rememberBuyer } from '@/lib/checkout/known-buyer';
import { insertError, UNIQUE_VIOLATION } from '@/lib/data-error';
import { leadRow } from '@/lib/leads/lead-row';
import type { LeadInput } from '@/lib/leads/lead-schema';
import { getSupabase } from '@/lib/supabase';
import { SITE_CHECK_UNREACHABLE as UNREACHABLE, SiteCheckError } from './site-check-error';

/*
 * The site check's data path, loaded when the visitor starts on the form (the page itself is prerendered
 * and loads no data layer). The check runs in the site-check Edge Function (docs/decisions/022-site-check.md).
 */

export type SiteCheckAnswer = { token: string; cached: boolean; report: SiteCheckReport };
export type SharedReport = { token: string; url: string; createdAt: string; report: SiteCheckReport };
export type SampleSite = { name: string; url: string };


async function messageOf(error: unknown): Promise<string> {
  if (error instanceof FunctionsHttpError) {
    try {
      const body = (await (error.context as Response).json()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) return body.message;
    } catch {
      // Not JSON: the generic words below.
    }
  }
  return UNREACHABLE;
}

export async function runSiteCheck(url: string): Promise<SiteCheckAnswer> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<SiteCheckAnswer>('site-check', { body: { url } });
  if (error || !data?.report) throw new SiteCheckError(await messageOf(error));
  return data;
}

/** The demo's sample sites; none outside the demo. */
export async function listSampleSites(): Promise<SampleSite[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ samples: SampleSite[] }>('site-check', { method: 'GET' });
  return error || !data ? [] : data.samples;
}

/** One report by its shareable token; null when no report has it. */
export async function getSharedReport(token: string): Promise<SharedReport | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_site_check_report', { report_token: token });
  if (error) throw new SiteCheckError(UNREACHABLE);
  return (data as SharedReport | null) ?? null;
}

/** The database's answer to a report already emailed, or a token nobody issued (20261128000100). */
export const REPORT_UNAVAILABLE_HINT = 'site_check_report_unavailable';

/**
 * "Email me this report": the lead (the builder's, with answers read from the report) and the report tied
 * to it, in one call; its toolkit email carries the report. As the builder, the id comes from the browser,
 * so a retry whose first attempt landed meets the primary key: that counts as done.
 */
export async function emailReport(token: string, lead: LeadInput, id: string): Promise<void> {
  const supabase = await getSupabase();
  const reference = checkoutReferenceFor(id);
  const { error, status } = await supabase.rpc('email_site_check_report', {
    report_token: token,
    lead: leadRow(lead, id, reference),
  });
  if (error && error.code !== UNIQUE_VIOLATION) throw insertError('Failed to email the report', error, status);
  rememberBuyer({ reference, email: lead.email });
}

export function warmUp(): void {
  void getSupabase();
}
