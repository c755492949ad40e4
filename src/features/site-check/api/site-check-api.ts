import { FunctionsHttpError } from '@supabase/supabase-js';
import type { SiteCheckReport } from '@/domain/site-check-report';
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

export function warmUp(): void {
  void getSupabase();
}
