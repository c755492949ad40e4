import type { WidgetKindDefinition } from './kind-definition';
import type { WidgetKind } from './kinds';
import { announcementBarDefinition } from './kinds/announcement-bar/definition';
import { bookingDefinition } from './kinds/booking/definition';
import { businessHoursDefinition } from './kinds/business-hours/definition';
import { callButtonDefinition } from './kinds/call-button/definition';
import { contactFormDefinition } from './kinds/contact-form/definition';
import { emailSignupDefinition } from './kinds/email-signup/definition';
import { cookieConsentDefinition } from './kinds/cookie-consent/definition';
import { faqDefinition } from './kinds/faq/definition';
import { mapLocatorDefinition } from './kinds/map-locator/definition';
import { ratingBadgeDefinition } from './kinds/rating-badge/definition';
import { testimonialsDefinition } from './kinds/testimonials/definition';
import { whatsappButtonDefinition } from './kinds/whatsapp-button/definition';

/*
 * Every kind's definition, for our own site (the editor, snippets, the schema drift test). Adding a kind is
 * a folder in kinds/ and one line here (and in kinds.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry is checked against its own settings type in its definition file
export const KIND_DEFINITIONS: Partial<Record<WidgetKind, WidgetKindDefinition<any>>> = {
  'whatsapp-button': whatsappButtonDefinition,
  'announcement-bar': announcementBarDefinition,
  'business-hours': businessHoursDefinition,
  'call-button': callButtonDefinition,
  'map-locator': mapLocatorDefinition,
  'cookie-consent': cookieConsentDefinition,
  faq: faqDefinition,
  testimonials: testimonialsDefinition,
  'rating-badge': ratingBadgeDefinition,
  'contact-form': contactFormDefinition,
  'email-signup': emailSignupDefinition,
  booking: bookingDefinition,
};
