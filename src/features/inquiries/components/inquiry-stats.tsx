import { Archive, CalendarDays, CircleCheck, CircleDot, CircleX, Inbox, MessageSquare, Phone, Presentation, Star } from 'lucide-react';
import { StatCards } from '@/components/dashboard/stat-cards';
import type { InquiryStats as InquiryStatsData } from '../api/inquiry-types';

/** The headline counts and the counts by status, computed by the database over all enquiries (not just the visible page). */
export function InquiryStats({ data }: { data: InquiryStatsData | undefined }) {
  return (
    <div className="flex flex-col gap-4">
      <StatCards
        label="Enquiry statistics"
        stats={[
          { label: 'Total Enquiries', value: data?.total, icon: Inbox },
          { label: 'This Week', value: data?.thisWeek, icon: CalendarDays },
          { label: 'Demo Requests', value: data?.demo, icon: Presentation },
          { label: 'Contact Messages', value: data?.contact, icon: MessageSquare },
        ]}
      />
      <StatCards
        label="Enquiries by status"
        compact
        stats={[
          { label: 'New', value: data?.byStatus.new, icon: CircleDot },
          { label: 'Contacted', value: data?.byStatus.contacted, icon: Phone },
          { label: 'Qualified', value: data?.byStatus.qualified, icon: Star },
          { label: 'Won', value: data?.byStatus.won, icon: CircleCheck },
          { label: 'Lost', value: data?.byStatus.lost, icon: CircleX },
          { label: 'Archived', value: data?.archived, icon: Archive },
        ]}
      />
    </div>
  );
}
