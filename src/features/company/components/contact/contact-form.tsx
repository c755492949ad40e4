import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DemoNotice } from '@/components/layout/demo-notice';
import { Button } from '@/components/ui/button';
import { Input, inputClassName } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { CONTACT_SUBJECTS } from '@/lib/contact/contact-subjects';
import { buildContactMailto, openMailto } from '../../lib/contact-mailto';
import {
  contactSchema,
  MESSAGE_MAX,
  type ContactFormInput,
  type ContactFormValues,
} from '../../lib/contact-schema';
import { FormField } from './form-field';
import { MailtoStatus } from './mailto-status';
import { useFollowSubjectParam, useSubjectParam } from './use-subject-param';

export function ContactForm({ headingId }: { headingId: string }) {
  const [mailto, setMailto] = useState<string | null>(null);
  const initialSubject = useSubjectParam();
  const { register, handleSubmit, setValue, formState } = useForm<
    ContactFormInput,
    unknown,
    ContactFormValues
  >({
    resolver: zodResolver(contactSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      businessName: '',
      subject: initialSubject ?? '',
      message: '',
    },
  });
  const errors = formState.errors;
  useFollowSubjectParam(setValue, headingId);

  // Invalid submits never get here: react-hook-form shows the errors and focuses the first bad field.
  const onValid = (values: ContactFormValues) => {
    const url = buildContactMailto(values);
    openMailto(url);
    setMailto(url);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} aria-labelledby={headingId} className="space-y-5">
      <p className="text-sm text-muted-foreground">All fields are required unless marked optional.</p>
      <DemoNotice />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-first-name" label="First name" error={errors.firstName?.message}>
          {(a11y) => <Input autoComplete="given-name" {...a11y} {...register('firstName')} />}
        </FormField>
        <FormField id="contact-last-name" label="Last name" error={errors.lastName?.message}>
          {(a11y) => <Input autoComplete="family-name" {...a11y} {...register('lastName')} />}
        </FormField>
      </div>
      <FormField id="contact-email" label="Email" error={errors.email?.message}>
        {(a11y) => (
          <Input type="email" autoComplete="email" inputMode="email" {...a11y} {...register('email')} />
        )}
      </FormField>
      <FormField id="contact-business" label="Business name" optional error={errors.businessName?.message}>
        {(a11y) => <Input autoComplete="organization" {...a11y} {...register('businessName')} />}
      </FormField>
      <FormField id="contact-subject" label="Subject" error={errors.subject?.message}>
        {(a11y) => (
          <select className={inputClassName} {...a11y} {...register('subject')}>
            <option value="">Choose a subject</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {subject.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="contact-message" label="Message" error={errors.message?.message}>
        {(a11y) => (
          <Textarea
            rows={6}
            maxLength={MESSAGE_MAX}
            placeholder="Tell us about your business and how we can help."
            {...a11y}
            {...register('message')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        <Send aria-hidden="true" /> Send Message
      </Button>
      <MailtoStatus mailto={mailto} />
    </form>
  );
}
