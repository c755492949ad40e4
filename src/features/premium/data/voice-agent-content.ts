import {
  BookOpen,
  CalendarCheck,
  MessageSquareText,
  NotebookPen,
  PhoneCall,
  PhoneForwarded,
} from 'lucide-react';
import type { FeatureCardItem } from '@/components/ui/feature-card';
import type { Testimonial } from '@/components/ui/testimonial-card';

export const BUSINESS_TYPES = [
  { icon: '💇', name: 'Salons and Barbershops' },
  { icon: '🏡', name: 'Real Estate' },
  { icon: '🩺', name: 'Medical' },
  { icon: '🍽️', name: 'Restaurants' },
  { icon: '🔧', name: 'Home Service' },
  { icon: '⚖️', name: 'Legal Services' },
] as const;

export const CAPABILITIES: readonly FeatureCardItem[] = [
  {
    icon: PhoneCall,
    title: 'Answers every call',
    description:
      'Picks up on the first ring, 24 hours a day, and handles several callers at once. No hold music.',
  },
  {
    icon: CalendarCheck,
    title: 'Books appointments',
    description:
      'Checks Google Calendar or Microsoft Outlook/Office 365 live and books the slot during the call.',
  },
  {
    icon: NotebookPen,
    title: 'Takes notes',
    description:
      "Name, number, reason for calling and every detail you ask for, written up before you've hung up.",
  },
  {
    icon: MessageSquareText,
    title: 'Sends texts and emails',
    description: 'Confirmations and reminders go to the caller; a call summary goes to you.',
  },
  {
    icon: BookOpen,
    title: 'Answers from your knowledge base',
    description:
      'Prices, services, hours, parking and policies, answered the way your best receptionist would.',
  },
  {
    icon: PhoneForwarded,
    title: 'Hands off when it matters',
    description: 'Urgent or complex calls are transferred to you or your team with the notes already taken.',
  },
];

/** The three-step call flow. */
export const CALL_FLOW = [
  {
    title: 'Greet',
    description: 'Answers in your business name with a warm, natural voice, and asks how it can help.',
  },
  {
    title: 'Gather details',
    description:
      'Collects the name, number, service and preferred time, and answers questions along the way.',
  },
  {
    title: 'Confirm via SMS/Email',
    description: 'Books the appointment and sends the caller a confirmation by text or email within seconds.',
  },
] as const;

export const VOICE_TESTIMONIALS: readonly Testimonial[] = [
  {
    result: '60% fewer no-shows',
    quote:
      'We used to lose calls every time both chairs were busy. Now every caller gets booked, and the reminder texts have cut our no-shows by more than half.',
    name: 'Marcus T.',
    role: 'Owner, barbershop with two locations',
  },
  {
    result: 'Every after-hours call answered',
    quote:
      'Buyers call at 9pm after seeing a listing. The agent answers, qualifies them and books a showing on my calendar before I wake up.',
    name: 'Dana R.',
    role: 'Realtor, independent brokerage',
  },
];

export const VOICE_PRICING_FEATURES = [
  '24/7 call answering, every day of the year',
  'Appointment booking in Google Calendar or Microsoft Outlook/Office 365',
  'SMS and email confirmations and reminders',
  'Custom knowledge base trained on your business',
  'Call notes, summaries and transcripts',
  'Implementation and training included',
] as const;

/** The Book a demo dialog's description on the voice agent landing. */
export const VOICE_DEMO_DESCRIPTION =
  'Hear the AI receptionist answer, book and confirm a call for a business like yours. We will reply to set up a time.';
