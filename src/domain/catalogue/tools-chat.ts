import type { Tool } from './tool-types';

/** Messaging buttons, live chat and AI chat assistants. */
export const CHAT_TOOLS: readonly Tool[] = [
  {
    id: 20,
    name: 'WhatsApp Chat Button',
    category: 'Chat Tools',
    description:
      'Add a floating WhatsApp button that opens a chat with your business and a pre-filled message, so visitors can ask questions from their phone in one tap.',
    features: [
      'Pre-filled greeting messages',
      'Multiple team numbers',
      'Office-hours display',
      'QR code for desktop visitors',
    ],
    rating: 4.8,
    thumbnail: '📱',
    niches: ['Restaurants', 'Home Service', 'Hospitality & Travel', 'Local Retail', 'Beauty & Spa Services'],
  },
  {
    id: 21,
    name: 'Facebook Messenger Chat',
    category: 'Chat Tools',
    description:
      'Let visitors message your Facebook Page from any page of your website and keep the conversation going in Messenger after they leave.',
    features: [
      'Uses your Page inbox',
      'Conversation history kept',
      'Custom greeting per page',
      'Mobile app notifications',
    ],
    rating: 4.6,
    thumbnail: '💬',
    niches: ['Local Retail', 'Restaurants', 'Fitness & Wellness', 'Coffee Shops'],
  },
  {
    id: 22,
    name: 'Live Chat Widget',
    category: 'Chat Tools',
    description:
      'Chat with website visitors in real time from a shared team inbox, with offline message capture when nobody is online.',
    features: ['Shared team inbox', 'Offline message capture', 'Canned replies', 'Visitor page tracking'],
    rating: 4.7,
    thumbnail: '🙋',
    niches: ['E-commerce', 'Professional Services', 'Legal Services', 'Real Estate'],
  },
  {
    id: 23,
    name: 'AI FAQ Chatbot',
    category: 'Chat Tools',
    description:
      'An AI chatbot that answers common questions about hours, prices, services and policies around the clock using your own FAQ content.',
    features: [
      'Learns from your FAQ page',
      '24/7 instant answers',
      'Escalates to email or phone',
      'Conversation logs',
    ],
    rating: 4.7,
    thumbnail: '🧠',
    niches: [
      'Medical Practices',
      'Hospitality & Travel',
      'Local Retail',
      'Home Service',
      'Fitness & Wellness',
    ],
  },
  {
    id: 24,
    name: 'Line Business Connect',
    category: 'Chat Tools',
    description:
      'Connect your LINE Official Account to your website with a chat button and add-friend QR code, popular with customers in Japan, Thailand and Taiwan.',
    features: [
      'Add-friend QR code',
      'Chat button with greeting',
      'Broadcast subscriber growth',
      'Rich menu link',
    ],
    rating: 4.5,
    thumbnail: '🟢',
    niches: ['Restaurants', 'Hospitality & Travel', 'Beauty & Spa Services'],
  },
  {
    id: 25,
    name: 'Telegram Chat Button',
    category: 'Chat Tools',
    description:
      'Give visitors a one-tap way to message you or join your Telegram channel for updates, offers and quick support.',
    features: [
      'Direct chat or channel join',
      'Custom button text',
      'Mobile and desktop support',
      'Channel subscriber growth',
    ],
    rating: 4.5,
    thumbnail: '📬',
    niches: ['E-commerce', 'Coaches & Consultants', 'Professional Services'],
  },
  {
    id: 78,
    name: 'SMS Text-Us Widget',
    category: 'Chat Tools',
    description:
      'Let visitors text your business number from the website; messages arrive on your phone or team inbox as regular SMS so you can reply fast.',
    features: [
      'Works with your existing number',
      'Auto-reply after hours',
      'Team inbox routing',
      'Opt-in compliant consent',
    ],
    rating: 4.8,
    thumbnail: '📲',
    niches: ['Home Service', 'Real Estate', 'Medical Practices', 'Beauty & Spa Services', 'Legal Services'],
  },
  {
    id: 79,
    name: 'ChatGPT Knowledge Assistant',
    category: 'Chat Tools',
    description:
      'A ChatGPT-powered assistant that reads your service pages, PDFs and policies to answer detailed visitor questions in natural language.',
    features: [
      'Reads pages, PDFs and policies',
      'Natural-language answers',
      'Source links in replies',
      'Lead capture before handoff',
    ],
    rating: 4.7,
    thumbnail: '🧩',
    niches: ['Legal Services', 'Professional Services', 'Medical Practices', 'Coaches & Consultants'],
  },
  {
    id: 80,
    name: 'Multi-Channel Chat Hub',
    category: 'Chat Tools',
    description:
      'Put WhatsApp, Messenger, Instagram, Telegram, SMS and phone contact options behind one tidy floating button so customers choose how to reach you.',
    features: [
      '8+ channels in one button',
      'Per-channel office hours',
      'Custom icons and colors',
      'Click tracking by channel',
    ],
    rating: 4.7,
    thumbnail: '📡',
    niches: ['Local Retail', 'Hospitality & Travel', 'E-commerce', 'Restaurants', 'Coffee Shops'],
  },
];
