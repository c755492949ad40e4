import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import type { SpeedToLeadSettingsRow, StaffDirectoryRow } from '@/types/tables/contacts';
import { DEFAULT_CLOCK_SETTINGS } from './response-clock';

export const speedToLeadKeys = {
  staff: ['staff-directory'] as const,
  settings: ['speed-to-lead-settings'] as const,
};

/** Every staff member (public.staff_directory(), staff only): owners' emails and the reassign choices. */
export async function getStaffDirectory(): Promise<StaffDirectoryRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('staff_directory');
  if (error) throw new DataError('Failed to load the staff list', error);
  return data ?? [];
}

/** The clock's amber and red thresholds (public.speed_to_lead_settings()). */
export async function getSpeedToLeadSettings(): Promise<SpeedToLeadSettingsRow> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('speed_to_lead_settings');
  if (error) throw new DataError('Failed to load the response-time settings', error);
  return data?.[0] ?? DEFAULT_CLOCK_SETTINGS;
}

// Both change rarely (by hand in SQL): read once per visit, not on every window focus.
export const staffDirectoryQueryOptions = () =>
  queryOptions({ queryKey: speedToLeadKeys.staff, queryFn: getStaffDirectory, staleTime: 5 * 60_000 });
export const speedToLeadSettingsQueryOptions = () =>
  queryOptions({ queryKey: speedToLeadKeys.settings, queryFn: getSpeedToLeadSettings, staleTime: Number.POSITIVE_INFINITY });

export const useStaffDirectory = () => useQuery(staffDirectoryQueryOptions());
export const useSpeedToLeadSettings = () => useQuery(speedToLeadSettingsQueryOptions());
