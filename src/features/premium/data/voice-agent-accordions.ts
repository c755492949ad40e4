/** Copy for the two accordions on the voice agent landing. `value` keeps each item's identity stable. */
export interface AccordionEntry {
  value: string;
  title: string;
  body: string;
}

export const HOW_IT_WORKS: readonly AccordionEntry[] = [
  {
    value: 'connect',
    title: '1. Tell us about your business',
    body: 'Share your services, prices, hours and the questions callers ask most. We turn them into the knowledge base your agent answers from.',
  },
  {
    value: 'calendar',
    title: '2. Connect your calendar',
    body: 'Link Google Calendar or Microsoft Outlook/Office 365 so the agent only offers times you are actually free, and books them straight in.',
  },
  {
    value: 'voice',
    title: '3. Choose a voice and test it',
    body: 'Pick a voice and greeting, then call your agent yourself. Adjust anything it says until it sounds like your front desk.',
  },
  {
    value: 'live',
    title: '4. Forward your calls and go live',
    body: 'Forward your existing number to the agent and you are live in under 10 minutes. Call summaries start arriving in your inbox right away.',
  },
];

export const VOICE_FAQ: readonly AccordionEntry[] = [
  {
    value: 'calendars',
    title: 'Which calendars does it work with?',
    body: 'Google Calendar and Microsoft Outlook/Office 365. The agent reads your availability in real time and writes bookings straight into the calendar you choose.',
  },
  {
    value: 'setup',
    title: 'How long does setup take?',
    body: 'Most businesses launch in under 10 minutes once their details are in. Our team handles implementation and training, included in the monthly price.',
  },
  {
    value: 'number',
    title: 'Do I need a new phone number?',
    body: 'No. Keep your existing number and forward calls to the agent, all the time or only when you are busy or closed. You can switch forwarding off at any moment.',
  },
  {
    value: 'limits',
    title: 'Are there any usage limits?',
    body: 'The plan covers normal call volumes for a local business. Usage limits and fair-use policies may apply; we will always talk to you before anything changes.',
  },
];
