import {
  BellRing,
  BookOpen,
  CalendarCheck,
  CalendarClock,
  ListOrdered,
  MessageCircleQuestion,
  MessageSquareText,
  PhoneCall,
  Repeat,
  ShieldCheck,
  Users,
  Utensils,
} from 'lucide-react';
import type { PremiumToolPageContent } from './premium-tool-page-types';

const INCLUDED = 'Implementation and training included, at one flat monthly price';

export const VOICE_AGENT_AI: PremiumToolPageContent = {
  slug: 'voice-agent-ai',
  title: 'Voice Agent AI',
  badge: 'AI Voice Receptionist',
  icon: '☎️',
  tagline:
    'An AI receptionist that picks up every call, books appointments and texts you a summary, responding 15x faster than a voicemail callback.',
  challenge:
    'Calls come in while you are with a client, out on a job or closed for the night. Most callers who reach voicemail never leave a message; they simply ring the next business on the list. Every missed call is a booking a competitor takes.',
  solution:
    'Voice Agent AI answers on the first ring, day or night, in a natural voice. It answers questions from your own knowledge base, books straight into Google Calendar or Microsoft Outlook, takes detailed notes and confirms with the caller by text or email. Setup takes under 10 minutes.',
  features: [
    {
      icon: PhoneCall,
      title: 'Answers every call 24/7',
      description: 'No hold music, no voicemail, no missed calls on evenings, weekends or holidays.',
    },
    {
      icon: CalendarCheck,
      title: 'Books into your calendar',
      description:
        'Checks live availability in Google Calendar or Outlook and books the slot while the caller is on the line.',
    },
    {
      icon: BookOpen,
      title: 'Answers from your knowledge base',
      description: 'Services, prices, hours and policies, answered in your words, not generic AI guesses.',
    },
    {
      icon: MessageSquareText,
      title: 'Texts and emails follow-ups',
      description: 'Callers get a confirmation; you get the call notes and transcript in your inbox.',
    },
  ],
  benefits: [
    'Respond 15x faster than calling back from voicemail',
    'Never send a caller to voicemail again, even after hours',
    '60% fewer no-shows with automatic text reminders',
    'Notes and a transcript of every call in your inbox',
    'Live in under 10 minutes, keeping your existing number',
    INCLUDED,
  ],
};

export const VOICE_APPOINTMENT_BOOKING: PremiumToolPageContent = {
  slug: 'voice-appointment-booking',
  title: 'Voice Appointment Booking Agent',
  badge: 'AI Scheduling Agent',
  icon: '📆',
  tagline:
    'Books, reschedules and cancels appointments by phone against your live calendar, then confirms every booking by text, for 60% fewer no-shows.',
  challenge:
    'Your front desk spends hours a day on the phone playing calendar tag: checking availability, moving appointments and chasing confirmations. Meanwhile forgotten appointments leave costly gaps in the schedule that nobody has time to fill.',
  solution:
    'The Booking Agent handles scheduling calls from start to finish. It checks real-time availability in Google Calendar or Microsoft Outlook/Office 365, offers open slots, books or moves the appointment, and sends confirmations and reminders by SMS and email.',
  features: [
    {
      icon: CalendarClock,
      title: 'Real-time availability',
      description: 'Offers only slots that are actually open, so there are no double bookings.',
    },
    {
      icon: Repeat,
      title: 'Reschedules and cancellations',
      description: 'Callers move or cancel in one short call, and the freed slot opens up straight away.',
    },
    {
      icon: BellRing,
      title: 'Automatic reminders',
      description: 'Text and email reminders before each visit, with an easy way to confirm or rebook.',
    },
    {
      icon: ShieldCheck,
      title: 'Follows your booking rules',
      description: 'Service lengths, buffers between clients, staff preferences and opening hours.',
    },
  ],
  benefits: [
    '60% fewer no-shows with text and email reminders',
    'Hours of front-desk phone time back every week',
    'Bookings around the clock, including evenings and weekends',
    'Cancelled slots offered to the next caller',
    'Works with Google Calendar and Microsoft Outlook/Office 365',
    INCLUDED,
  ],
};

export const RESTAURANT_RESERVATION_AI: PremiumToolPageContent = {
  slug: 'restaurant-reservation-ai',
  title: 'Restaurant Reservation AI',
  badge: 'AI Host',
  icon: '🍷',
  tagline:
    'An AI host that takes phone reservations around the clock, with 90% lower wait times on the phone and 25% more table turnover.',
  challenge:
    'During the dinner rush nobody has a free hand for the phone. Callers wait on hold or hang up, bookings get scribbled on the wrong page, and no-shows leave tables empty on your busiest nights.',
  solution:
    'Restaurant Reservation AI answers every call instantly, books tables by party size and time, notes allergies and celebrations, answers questions about hours, menu and parking, and texts each guest a confirmation and a reminder.',
  features: [
    {
      icon: Utensils,
      title: 'Real-time table booking',
      description: 'Books against your live availability and seating times, never over capacity.',
    },
    {
      icon: Users,
      title: 'Party sizes and special requests',
      description: 'Large groups, high chairs, allergies and birthdays noted on the booking.',
    },
    {
      icon: MessageCircleQuestion,
      title: 'Menu, hours and parking answers',
      description: 'The questions your staff answer fifty times a night, handled without a pause.',
    },
    {
      icon: ListOrdered,
      title: 'Waitlist and confirmation texts',
      description: 'Full nights fill from the waitlist, and guests confirm with a single reply.',
    },
  ],
  benefits: [
    '90% lower wait times for callers during the rush',
    '25% more table turnover with better-paced seating',
    'Fewer empty tables thanks to reminder texts',
    'Staff stay focused on the guests in the room',
    'Allergies and occasions captured on every booking',
    INCLUDED,
  ],
};
