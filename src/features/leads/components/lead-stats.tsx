import { Briefcase, Building2, CalendarDays, Users } from 'lucide-react';
import { StatCards } from '@/components/dashboard/stat-cards';
import { StatusStatCards } from '@/components/dashboard/status-stat-cards';
import type { useLeadStats } from '../api/get-lead-stats';

/** The headline counts and the counts by status, computed by the database over all leads (not just the visible page). */
type LeadStatsData = ReturnType<typeof useLeadStats>['data'];

export function LeadStats({ data }: { data: LeadStatsData }) {
  return (
    <div className="flex flex-col gap-4">
      <StatCards
        label="Lead statistics"
        stats={[
          { label: 'Total Leads', value: data?.total, icon: Users },
          { label: 'This Week', value: data?.thisWeek, icon: CalendarDays },
          { label: 'Enterprise Type', value: data?.enterpriseType, icon: Building2 },
          { label: 'Professional Type', value: data?.professionalType, icon: Briefcase },
        ]}
      />
      <StatusStatCards table="custom_builder_leads" label="Leads by status" data={data} />
    </div>
  );
}
