import { CalendarDays, Inbox, MessageSquare, Presentation } from 'lucide-react';
import { StatCards } from '@/components/dashboard/stat-cards';
import type { InquiryStats as InquiryStatsData } from '../api/inquiry-types';

/** The four headline counts, computed by the database over all enquiries (not just the visible page). */
export function InquiryStats({ data }: { data: InquiryStatsData | undefined }) {
  return (
    <StatCards
      label="Enquiry statistics"
      stats={[
        { label: 'Total Enquiries', value: data?.total, icon: Inbox },
        { label: 'This Week', value: data?.thisWeek, icon: CalendarDays },
        { label: 'Demo Requests', value: data?.demo, icon: Presentation },
        { label: 'Contact Messages', value: data?.contact, icon: MessageSquare },
      ]}
    />
  );
}
