import type { LeadInput } from '@/lib/leads/lead-schema';
import { onDemandData } from '@/lib/on-demand-data';

// The builder is a prerendered public page: its data layer loads when the visitor starts on the form.
const api = onDemandData(() => import('./create-lead'));

export const prepareLeadSave = api.prepare;

export async function saveLead(input: LeadInput, id: string): Promise<void> {
  await (await api.load()).createLeadAndRefresh(input, id);
}
