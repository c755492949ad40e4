import type { LucideIcon } from 'lucide-react';
import { BookOpen, CalendarCheck, Users } from 'lucide-react';
import type { ContactSubject } from '@/lib/contact/contact-subjects';

export const REPLY_PROMISE = 'We reply to every message within 24 hours.';

/** Shown (inline and as a toast) only once the message is stored. */
export const contactConfirmation = (firstName: string) =>
  `Thanks${firstName ? `, ${firstName}` : ''}! We have your message and will reply within 24 hours.`;

export const CONTACT_FAILURE = "We couldn't send your message. Please try again.";

/**
 * The "Need Quick Help" buttons. There is no docs site, demo scheduler or forum yet, so each one
 * preselects the matching subject on this page's form and brings the form into view.
 */
export const QUICK_HELP: readonly { label: string; subject: ContactSubject; icon: LucideIcon }[] = [
  { label: 'View Documentation', subject: 'documentation', icon: BookOpen },
  { label: 'Schedule a Demo', subject: 'demo', icon: CalendarCheck },
  { label: 'Join Our Community', subject: 'community', icon: Users },
];

export const CONTACT_FORM_ID = 'contact-form';
