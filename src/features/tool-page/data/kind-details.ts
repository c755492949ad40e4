import type { PreviewKind } from '../lib/preview-kind';

export interface KindDetails {
  /** How the preview is introduced ("A review carousel"). */
  label: string;
  /** What the business must have ready before the tool can go live. */
  needs: readonly string[];
}

/** What each kind of tool needs from the business, written once per kind rather than per tool. */
export const KIND_DETAILS: Record<PreviewKind, KindDetails> = {
  reviews: {
    label: 'Review carousel',
    needs: [
      'A Google Business profile or an account on the review site you want to show',
      'At least a few public reviews',
    ],
  },
  chat: {
    label: 'Chat bubble',
    needs: [
      'A phone number or messaging account that someone answers',
      'Your opening hours and top questions, so replies stay accurate',
    ],
  },
  booking: {
    label: 'Booking picker',
    needs: [
      'A booking calendar (Google Calendar or Outlook) with your open hours',
      'Your services with durations and prices',
    ],
  },
  social: {
    label: 'Social feed grid',
    needs: [
      'A public social media account for your business',
      'Permission to connect it (you sign in once during set-up)',
    ],
  },
  popup: {
    label: 'Popup',
    needs: ['An offer or message worth showing', 'The pages it should appear on and how often'],
  },
  form: {
    label: 'Form',
    needs: ['The email address that should receive submissions', 'The questions you want to ask'],
  },
  gallery: {
    label: 'Gallery',
    needs: ['Photos or files you have the rights to use', 'A short caption for each'],
  },
  counter: {
    label: 'Counter',
    needs: ['The numbers or goal you want to show, and how they are counted', 'An end date for timers'],
  },
  menu: {
    label: 'Menu and price list',
    needs: ['Your items or services with prices', 'Dietary labels or categories, if any'],
  },
  map: {
    label: 'Map locator',
    needs: ['The address of every location or the area you serve', 'Opening hours for each location'],
  },
  media: {
    label: 'Media player',
    needs: ['Audio or video files, or links to where they are hosted', 'Titles for each track or episode'],
  },
  'rating-badge': {
    label: 'Rating badge',
    needs: ['A profile on the review site the badge counts from', 'Where on your pages the badge should sit'],
  },
  'review-request': {
    label: 'Review request',
    needs: ['The link to your Google or Facebook review page', 'An email address for private feedback'],
  },
  'review-reply': {
    label: 'Review reply assistant',
    needs: ['Access to the review site where you answer reviews', 'A few lines on your tone of voice'],
  },
  'call-button': {
    label: 'Call button',
    needs: ['A phone number that is answered in your opening hours', 'Your opening hours'],
  },
  timetable: {
    label: 'Timetable',
    needs: ['Your classes or events with days and times', 'Who runs each one and how to sign up'],
  },
  'share-buttons': {
    label: 'Share buttons',
    needs: ['The networks your customers use', 'A short message to go with a shared page'],
  },
  'spin-wheel': {
    label: 'Spin wheel',
    needs: ['The prizes on the wheel and how often each should win', 'The terms of the offer'],
  },
  'scratch-card': {
    label: 'Scratch card',
    needs: ['The prize or code to reveal', 'The terms and end date of the offer'],
  },
  banner: {
    label: 'Announcement bar',
    needs: ['The message and the page it links to', 'When it should start and stop showing'],
  },
  'social-proof': {
    label: 'Live activity notice',
    needs: ['A connection to your shop or booking system for real activity', 'How often notices may show'],
  },
  'cookie-consent': {
    label: 'Cookie consent banner',
    needs: ['A list of the cookies and trackers your site uses', 'A link to your privacy policy'],
  },
  'age-gate': {
    label: 'Age check',
    needs: ['The minimum age the law sets for what you sell', 'The pages that need the check'],
  },
  signup: {
    label: 'Signup box',
    needs: ['An email list or newsletter account to add people to', 'What subscribers get, and how often'],
  },
  quiz: {
    label: 'Quiz',
    needs: ['Three to five questions with answers', 'What you recommend for each set of answers'],
  },
  poll: {
    label: 'Poll',
    needs: ['A question and its answer options', 'Whether visitors see the results after voting'],
  },
  'before-after': {
    label: 'Before and after slider',
    needs: ['Pairs of photos taken from the same angle', 'Permission from the client to show them'],
  },
  slider: {
    label: 'Slider',
    needs: ['Three to six slides with a picture and a line each', 'Where each slide should link to'],
  },
  team: {
    label: 'Team cards',
    needs: ['A photo, name and role for each person', 'Their consent to appear on the site'],
  },
  timeline: {
    label: 'Timeline',
    needs: ['The milestones of your story, with years', 'A line and a photo for each'],
  },
  document: {
    label: 'Document viewer',
    needs: ['The PDF or files to show', 'Whether visitors may download them'],
  },
  countdown: {
    label: 'Countdown',
    needs: ['The date and time the countdown ends', 'What happens when it reaches zero'],
  },
  'stamp-card': {
    label: 'Stamp card',
    needs: ['How many stamps earn a reward, and the reward', 'How staff confirm a stamp at the till'],
  },
  'progress-bar': {
    label: 'Progress bar',
    needs: ['The goal, such as your free-shipping threshold', 'A connection to your shop cart'],
  },
  calculator: {
    label: 'Calculator',
    needs: ['The formula and its inputs', 'The rates or prices it should use'],
  },
  hours: {
    label: 'Opening hours',
    needs: ['Your opening hours for each day', 'Holiday closures, if any'],
  },
  cart: {
    label: 'Buy button and cart',
    needs: ['Your products with prices and photos', 'A payment account (Stripe, PayPal or your shop)'],
  },
  search: {
    label: 'Search box',
    needs: ['The pages or products visitors should find', 'Words customers use for your services'],
  },
  translator: {
    label: 'Language switcher',
    needs: ['The languages your customers speak', 'Someone to check the key pages once translated'],
  },
  accessibility: {
    label: 'Accessibility controls',
    needs: [
      'Your site’s fonts and colours, so the controls keep your look',
      'An accessibility contact address',
    ],
  },
  weather: {
    label: 'Weather card',
    needs: ['The town or address to show the weather for', 'Celsius or Fahrenheit'],
  },
  'links-hub': {
    label: 'Links page',
    needs: ['The links you want to share, in order', 'A profile photo or logo'],
  },
  'back-to-top': {
    label: 'Back-to-top button',
    needs: ['The pages long enough to need it', 'Which corner it should sit in'],
  },
  'qr-code': {
    label: 'QR code',
    needs: ['The page or offer the code should open', 'Where it will be printed (menu, window, flyer)'],
  },
  faq: {
    label: 'Help and FAQ panel',
    needs: [
      'The questions customers ask most, with your answers',
      'Links to the pages you want people to reach',
    ],
  },
};
