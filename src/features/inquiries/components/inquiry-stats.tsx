import { CalendarDays, Inbox, MessageSquare, Presentation } from 'lucide-react';
import { StatCards } from '@/components/dashboard/stat-cards';
import { StatusStatCards } from '@/components/dashboard/status-stat-cards';
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
      <StatusStatCards table="visitor_inquiries" label="Enquiries by status" data={data} />
    </div>
  );
}
