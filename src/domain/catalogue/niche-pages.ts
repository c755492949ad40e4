import type { NicheSlug } from '@/config/paths';

/** Landing-page copy per business type (spec section 2, "Niche landing pages": the page inputs). */
export interface NichePageContent {
  headline: string;
  subheadline: string;
  painPoints: readonly [string, string, string];
  ctaText: string;
  /** Hero background: Tailwind gradient classes, light enough for dark text at AA contrast. */
  backgroundColor: string;
}

export const NICHE_PAGES: Readonly<Record<NicheSlug, NichePageContent>> = {
  restaurants: {
    headline: 'Fill Every Table, Every Night',
    subheadline: 'Menus, reservations and review tools that turn hungry searchers into regulars.',
    painPoints: [
      'Empty tables on weeknights while competitors stay busy',
      'No-shows and last-minute cancellations eating into margins',
      'Great food, but too few reviews to prove it online',
    ],
    ctaText: 'Get More Diners',
    backgroundColor: 'from-orange-50 to-amber-100',
  },
  'medical-practices': {
    headline: 'A Full Schedule Without a Full-Time Front Desk',
    subheadline: 'Online booking, reminders and reputation tools built for busy practices.',
    painPoints: [
      'Phones ringing off the hook while staff juggle patients in the office',
      'Missed appointments that cost the practice every single week',
      'New patients choosing the clinic with more five-star reviews',
    ],
    ctaText: 'Grow My Practice',
    backgroundColor: 'from-sky-50 to-cyan-100',
  },
  'real-estate': {
    headline: 'Turn Browsers Into Buyers and Sellers',
    subheadline: 'Listing showcases, home-valuation forms and instant follow-up for realtors.',
    painPoints: [
      'Website visitors who look at listings and leave without a trace',
      'Leads going cold because follow-up takes hours, not minutes',
      'Hard to stand out in a market full of look-alike brokerages',
    ],
    ctaText: 'Capture More Leads',
    backgroundColor: 'from-emerald-50 to-teal-100',
  },
  'coaches-consultants': {
    headline: 'Book More Discovery Calls on Autopilot',
    subheadline: 'Scheduling, testimonials and lead magnets that sell your expertise for you.',
    painPoints: [
      'Hours lost to back-and-forth emails just to book a call',
      'Prospects who need proof before they trust you with their business',
      'An inconsistent pipeline: feast one month, famine the next',
    ],
    ctaText: 'Fill My Calendar',
    backgroundColor: 'from-violet-50 to-purple-100',
  },
  'fitness-wellness': {
    headline: 'Keep Classes Full and Members Motivated',
    subheadline: 'Schedules, progress trackers and social proof for gyms, studios and trainers.',
    painPoints: [
      'Members who sign up in January and vanish by March',
      'Class spots left empty because the schedule is hard to find',
      'Trainers spending evenings on admin instead of coaching',
    ],
    ctaText: 'Grow My Studio',
    backgroundColor: 'from-lime-50 to-green-100',
  },
  'beauty-spa': {
    headline: 'Let Clients Book While You Work',
    subheadline: 'Booking, before-and-after galleries and reminders for salons and spas.',
    painPoints: [
      'Calls you cannot answer while you are with a client',
      'Last-minute no-shows leaving expensive gaps in the book',
      'Beautiful work that never makes it onto your website',
    ],
    ctaText: 'Book More Clients',
    backgroundColor: 'from-pink-50 to-rose-100',
  },
  'legal-services': {
    headline: 'Win Clients Before They Call Another Firm',
    subheadline: 'Intake forms, consultation booking and trust signals for law firms.',
    painPoints: [
      'Enquiries arriving after hours and going unanswered until morning',
      'Unqualified calls taking time away from billable work',
      'Potential clients comparing firms on reviews you never see',
    ],
    ctaText: 'Get More Consultations',
    backgroundColor: 'from-slate-50 to-slate-200',
  },
  'hospitality-travel': {
    headline: 'More Direct Bookings, Fewer Commission Fees',
    subheadline: 'Guest reviews, booking widgets and local guides for hotels, B&Bs and tours.',
    painPoints: [
      'Paying 15-25% commission to booking sites on every stay',
      'Guests who love you but never leave a review',
      'A website that does not show off the experience you offer',
    ],
    ctaText: 'Boost Direct Bookings',
    backgroundColor: 'from-cyan-50 to-blue-100',
  },
  'professional-services': {
    headline: 'Look as Established as You Are',
    subheadline: 'Credibility widgets, lead forms and scheduling for accountants, agencies and advisors.',
    painPoints: [
      'Referrals drying up with no steady online lead source',
      'A website that explains what you do but never asks for the business',
      'Admin time spent scheduling instead of serving clients',
    ],
    ctaText: 'Win More Clients',
    backgroundColor: 'from-indigo-50 to-blue-100',
  },
  'local-retail': {
    headline: 'Bring Shoppers Through Your Door',
    subheadline: 'Store locators, promotions and reviews that turn local searches into foot traffic.',
    painPoints: [
      'Shoppers buying online from big chains instead of down the street',
      'Promotions that nobody hears about in time',
      'Opening hours and directions that are hard to find online',
    ],
    ctaText: 'Increase Foot Traffic',
    backgroundColor: 'from-yellow-50 to-amber-100',
  },
  'coffee-shops': {
    headline: 'Become the Neighbourhood’s Favourite Cup',
    subheadline: 'Menus, loyalty promos and social feeds that keep regulars coming back.',
    painPoints: [
      'Chains with big marketing budgets crowding you out of search',
      'Regulars who would come more often with a little nudge',
      'Seasonal drinks that never get the attention they deserve',
    ],
    ctaText: 'Brew More Business',
    backgroundColor: 'from-amber-50 to-orange-100',
  },
  'home-service': {
    headline: 'Get the Call Before the Competition Does',
    subheadline: 'Click-to-call, quote requests and review showcases for plumbers, cleaners and contractors.',
    painPoints: [
      'Homeowners calling the first company that answers',
      'Quote requests lost in voicemail and scattered inboxes',
      'Good work on site, but too few reviews to show for it',
    ],
    ctaText: 'Get More Jobs',
    backgroundColor: 'from-blue-50 to-sky-100',
  },
  ecommerce: {
    headline: 'Convert More Visitors Into Buyers',
    subheadline: 'Product showcases, urgency widgets and reviews for independent online stores.',
    painPoints: [
      'Carts abandoned one click away from checkout',
      'Shoppers who cannot tell whether to trust a smaller store',
      'Paid traffic that bounces before it ever converts',
    ],
    ctaText: 'Boost My Sales',
    backgroundColor: 'from-fuchsia-50 to-purple-100',
  },
};
