import type { LeadInput } from '@/lib/leads/lead-schema';

/*
 * The builder is a prerendered public page, so its data layer (supabase-js, PGlite in demo mode, the query
 * client) is imported here: on the visitor's first interaction with the form, or at submit if that comes
 * first. A submit waits for the import; nothing typed is lost meanwhile.
 */
const loadApi = () => import('./create-lead');

/** Starts loading the data layer (in demo mode, also the embedded database). Never throws. */
export function prepareLeadSave(): void {
  loadApi().then(
    (api) => api.warmUpDataLayer(),
    () => undefined,
  );
}

export async function saveLead(input: LeadInput, id: string): Promise<void> {
  await (await loadApi()).createLeadAndRefresh(input, id);
}
