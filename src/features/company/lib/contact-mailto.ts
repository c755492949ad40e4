import { SITE } from '@/config/site';
import { contactSubjectLabel, type ContactSubject } from '@/lib/contact/contact-subjects';
import { mailtoHref } from '@/lib/mailto';

export type ContactMessage = {
  firstName: string;
  lastName: string;
  email: string;
  businessName: string;
  subject: ContactSubject;
  message: string;
};

/**
 * The contact form sends nothing itself (spec section 4): it hands the visitor's message to their
 * own mail app, addressed to support, so they see exactly what is sent and from which address.
 */
export function buildContactMailto(values: ContactMessage, to: string = SITE.supportEmail) {
  const name = `${values.firstName} ${values.lastName}`;
  const subject = `${contactSubjectLabel(values.subject)} from ${name}`;
  const body = [
    `Name: ${name}`,
    `Business: ${values.businessName || 'Not provided'}`,
    `Email: ${values.email}`,
    '',
    values.message,
  ].join('\r\n');
  return mailtoHref(to, { subject, body });
}

/**
 * Opens a mailto: link the way a click on a real link would: the browser hands it to the default
 * mail app and this page stays put. (Assigning window.location does the same in most browsers but
 * can unload the page in some when no mail app is set up.)
 */
export function openMailto(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
