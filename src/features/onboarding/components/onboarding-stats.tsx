import { CalendarDays, Globe, KeyRound, Users } from 'lucide-react';
import { StatCards } from '@/components/dashboard/stat-cards';
import { StatusStatCards } from '@/components/dashboard/status-stat-cards';
import type { OnboardingStats as Stats } from '../api/get-onboarding-stats';

/** The four headline counts (spec section 9), computed by the database over all submissions. */
export function OnboardingStats({ data }: { data: Stats | undefined }) {
  return (
    <div className="flex flex-col gap-4">
      <StatCards
        label="Onboarding statistics"
        stats={[
          { label: 'Total', value: data?.total, icon: Users },
          { label: 'This Week', value: data?.thisWeek, icon: CalendarDays },
          { label: 'With Domain', value: data?.withDomain, icon: Globe },
          { label: 'Backend Access', value: data?.backendAccess, icon: KeyRound },
        ]}
      />
      <StatusStatCards table="onboarding_submissions" label="Submissions by status" data={data} />
    </div>
  );
}
