import type { Element } from './html-page.ts';
import { quote } from './html-page.ts';
import {
  contains,
  fail,
  hostOf,
  mentions,
  onDomain,
  pass,
  type CheckInput,
  type Findings,
} from './findings.ts';

/** Turn visitors into customers: the ways a visitor can act on the page. */
const BOOKING_WORDS = ['book', 'reserve', 'reservation', 'appointment', 'schedule a visit', 'schedule an'];
const BOOKING_DOMAINS = [
  'opentable.com',
  'resy.com',
  'calendly.com',
  'fresha.com',
  'booksy.com',
  'zocdoc.com',
  'setmore.com',
  'vagaro.com',
  'acuityscheduling.com',
  'simplybook.me',
  'thefork.com',
  'sevenrooms.com',
  'exploretock.com',
  'doctolib.fr',
  'treatwell.com',
];
const CHAT_DOMAINS = [
  'tawk.to',
  'intercom.io',
  'intercomcdn.com',
  'crisp.chat',
  'drift.com',
  'livechatinc.com',
  'tidio.co',
  'zopim.com',
  'zdassets.com',
  'usemessages.com',
  'olark.com',
  'freshchat.com',
  'chatra.io',
  'smartsupp.com',
];
const MESSAGING_DOMAINS = ['wa.me', 'api.whatsapp.com', 'm.me', 't.me'];
const SIGNUP_WORDS = ['subscribe', 'newsletter', 'sign up', 'signup', 'join our list', 'mailing list'];
const SIGNUP_DOMAINS = [
  'list-manage.com',
  'klaviyo.com',
  'mailerlite.com',
  'convertkit.com',
  'substack.com',
  'sendinblue.com',
  'brevo.com',
];
const CTA_WORDS = [
  'book',
  'reserve',
  'order',
  'call',
  'quote',
  'contact us',
  'schedule',
  'buy',
  'shop now',
  'get started',
  'appointment',
  'enquire',
  'inquire',
];
/** Roughly a phone screen's worth of text: what a visitor reads before scrolling. */
const FOLD_CHARACTERS = 600;

export function checkConvert({ page, fetched }: CheckInput): Findings {
  const links = page.links();
  const call = links.find((link) => link.href.toLowerCase().startsWith('tel:'));
  const forms = page.byTag('form');
  const fieldsOf = (form: Element) =>
    page.elements.filter(
      (el) => isInside(el, form) && (el.name === 'input' || el.name === 'textarea' || el.name === 'select'),
    );
  const typeOf = (el: Element) =>
    el.name === 'input' ? (page.attr(el, 'type') ?? 'text').toLowerCase() : el.name;
  const isSignup = (form: Element) =>
    !!mentions(page.text(form) + ' ' + (page.attr(form, 'action') ?? ''), SIGNUP_WORDS) ||
    onDomain(hostOf(page.attr(form, 'action'), fetched.url), SIGNUP_DOMAINS);
  const contactForm = forms.find((form) => {
    const types = fieldsOf(form).map(typeOf);
    return (
      types.includes('textarea') ||
      (types.some((t) => t === 'email' || t === 'tel') &&
        types.filter((t) => t !== 'hidden' && t !== 'submit').length >= 2 &&
        !isSignup(form))
    );
  });
  const contactPage = links.find(
    (link) => contains(link.href, ['/contact']) || mentions(link.text, ['contact us']),
  );
  const booking =
    links.find((link) => onDomain(hostOf(link.href, fetched.url), BOOKING_DOMAINS)) ??
    links.find(
      (link) =>
        mentions(link.text, BOOKING_WORDS) || contains(link.href, ['/book', '/reserv', '/appointment']),
    );
  const bookingButton = page.byTag('button').find((b) => mentions(page.text(b), BOOKING_WORDS));
  const chatScript = page
    .byTag('script')
    .map((s) => hostOf(page.attr(s, 'src'), fetched.url))
    .find((host) => onDomain(host, CHAT_DOMAINS));
  const messaging = links.find((link) => onDomain(hostOf(link.href, fetched.url), MESSAGING_DOMAINS));
  const signup = forms.find((form) => fieldsOf(form).some((f) => typeOf(f) === 'email') && isSignup(form));
  const cta = callToActionAboveFold(page);

  return {
    'click-to-call': call
      ? pass(`Phone link ${call.href}.`)
      : fail('No tel: link: phone visitors cannot call with one tap.'),
    'contact-form': contactForm
      ? pass(`A form with ${fieldsOf(contactForm).filter((f) => typeOf(f) !== 'hidden').length} fields.`)
      : contactPage
        ? pass(`A contact page is linked (${contactPage.href}).`)
        : fail('No contact form and no contact page link.'),
    booking: booking
      ? pass(`Booking link ${quote(booking.text || booking.href, 60)}.`)
      : bookingButton
        ? pass(`Booking button ${quote(page.text(bookingButton), 60)}.`)
        : fail('No way to book or reserve online.'),
    chat: chatScript
      ? pass(`Chat widget from ${chatScript}.`)
      : messaging
        ? pass(`Messaging link to ${hostOf(messaging.href, fetched.url)}.`)
        : fail('No chat widget and no WhatsApp or Messenger link.'),
    'email-signup': signup ? pass('An email sign-up form.') : fail('No email sign-up form.'),
    'call-to-action': cta
      ? pass(`${quote(cta, 60)} near the top of the page.`)
      : fail('No button or link near the top says what to do next (book, call, order).'),
  };
}

function isInside(element: Element, ancestor: Element): boolean {
  for (let parent = element.parent; parent; parent = parent.parent) if (parent === ancestor) return true;
  return false;
}

/** The first action link or button among the elements before about a screen of text. */
function callToActionAboveFold(page: CheckInput['page']): string | null {
  const body = page.byTag('body')[0];
  let textSoFar = 0;
  for (const element of page.elements) {
    if (body && !isInside(element, body)) continue;
    if (element.name === 'a' || element.name === 'button') {
      const label = page.text(element) || page.attr(element, 'aria-label') || '';
      const href = (page.attr(element, 'href') ?? '').toLowerCase();
      if (mentions(label, CTA_WORDS) || href.startsWith('tel:')) return label || href;
    }
    if (element.name === 'p' || /^h[1-6]$/.test(element.name) || element.name === 'li')
      textSoFar += page.text(element).length;
    if (textSoFar > FOLD_CHARACTERS) return null;
  }
  return null;
}
