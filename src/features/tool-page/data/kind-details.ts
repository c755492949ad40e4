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
  faq: {
    label: 'Help and FAQ panel',
    needs: [
      'The questions customers ask most, with your answers',
      'Links to the pages you want people to reach',
    ],
  },
};
