import type { Tool } from './tool-types';

/** AI agents, including the three premium voice tools. */
export const AI_AGENT_TOOLS: readonly Tool[] = [
  {
    id: 65,
    name: 'Voice Agent AI',
    category: 'AI Agents',
    description:
      'An AI receptionist that answers every call 24/7, books appointments, takes messages and texts callers a summary, responding 15x faster than voicemail.',
    features: [
      'Answers from your business knowledge base',
      'Books into Google Calendar or Outlook',
      'Sends SMS and email follow-ups',
      'Call transcripts and notes in your inbox',
      'Live in under 10 minutes',
    ],
    rating: 4.9,
    thumbnail: '☎️',
    niches: ['Beauty & Spa Services', 'Real Estate', 'Medical Practices', 'Home Service', 'Legal Services'],
    premium: true,
  },
  {
    id: 108,
    name: 'Voice Appointment Booking Agent',
    category: 'AI Agents',
    description:
      'An AI voice agent that books, reschedules and cancels appointments over the phone, checking live calendar availability and confirming each booking by text.',
    features: [
      'Real-time calendar availability',
      'Handles reschedules and cancellations',
      'SMS and email confirmations',
      'Reminder calls that cut no-shows',
    ],
    rating: 4.9,
    thumbnail: '📆',
    niches: [
      'Medical Practices',
      'Beauty & Spa Services',
      'Fitness & Wellness',
      'Professional Services',
      'Coaches & Consultants',
    ],
    premium: true,
  },
  {
    id: 109,
    name: 'Restaurant Reservation AI',
    category: 'AI Agents',
    description:
      'An AI host that takes phone reservations around the clock, manages party sizes and table availability, and answers questions about hours, menu and parking.',
    features: [
      'Books tables in real time',
      'Handles party sizes and special requests',
      'Answers menu and hours questions',
      'Waitlist and confirmation texts',
    ],
    rating: 4.8,
    thumbnail: '🍷',
    niches: ['Restaurants', 'Coffee Shops', 'Hospitality & Travel'],
    premium: true,
  },
  {
    id: 117,
    name: 'AI Website Chatbot',
    category: 'AI Agents',
    description:
      'An AI chat agent trained on your website, services and prices that answers visitor questions instantly and captures name, phone and email before handing off to your team.',
    features: [
      'Trained on your site content and FAQs',
      'Captures leads into your CRM',
      'Hands off to a human on request',
      'Answers in 30+ languages',
    ],
    rating: 4.7,
    thumbnail: '🤖',
    niches: ['Professional Services', 'Home Service', 'E-commerce', 'Legal Services', 'Hospitality & Travel'],
  },
];
