import { Briefcase, Building2, CalendarDays, Users } from 'lucide-react';
import { StatCards } from '@/components/dashboard/stat-cards';
import type { useLeadStats } from '../api/get-lead-stats';

/** The four headline counts, computed by the database over all leads (not just the visible page). */
type LeadStatsData = ReturnType<typeof useLeadStats>['data'];

export function LeadStats({ data }: { data: LeadStatsData }) {
  return (
    <StatCards
      label="Lead statistics"
      stats={[
        { label: 'Total Leads', value: data?.total, icon: Users },
        { label: 'This Week', value: data?.thisWeek, icon: CalendarDays },
        { label: 'Enterprise Type', value: data?.enterpriseType, icon: Building2 },
        { label: 'Professional Type', value: data?.professionalType, icon: Briefcase },
      ]}
    />
  );
}
