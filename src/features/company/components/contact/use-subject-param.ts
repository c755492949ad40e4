import { useEffect, useRef } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { isContactSubject, type ContactSubject } from '@/lib/contact/contact-subjects';
import type { ContactMessageFormValues } from '@/lib/inquiries/inquiry-schema';

/** The subject named by `?subject=`, when the form offers it. */
export function useSubjectParam(): ContactSubject | null {
  const [searchParams] = useSearchParams();
  const subject = searchParams.get('subject');
  return isContactSubject(subject) ? subject : null;
}

/**
 * Links on the contact page itself (the "Need Quick Help" buttons) change `?subject=` while the
 * form is open: select the new subject and move focus to the form heading, so keyboard and
 * screen-reader users carry on in the form the link scrolled to.
 */
export function useFollowSubjectParam(setValue: UseFormSetValue<ContactMessageFormValues>, headingId: string) {
  const subject = useSubjectParam();
  const previous = useRef(subject);

  useEffect(() => {
    if (previous.current === subject) return;
    previous.current = subject;
    if (subject) setValue('subject', subject, { shouldDirty: true });
    document.getElementById(headingId)?.focus({ preventScroll: true });
  }, [subject, setValue, headingId]);
}
