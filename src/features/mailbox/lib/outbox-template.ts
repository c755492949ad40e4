import { z } from 'zod';
import { SITE_CHECK_IDS } from '@/domain/site-check-checks';
import { BUSINESS_TYPE_VALUES, CHALLENGE_IDS, GOAL_IDS } from '@/lib/leads/lead-options';
import { SHORTLIST_MAX } from '@/lib/shortlist/shortlist-limits';

/*
 * The template data an outbox job carries (public.email_outbox.template), as the enqueue triggers in
 * supabase/migrations/20261123000300_email_outbox.sql write it. The renderer checks it before use: a job
 * it cannot read fails loudly rather than sending a half-empty email.
 */
const siteUrl = z.string().regex(/^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?$/);

/**
 * A website check's report riding in the toolkit email of the lead it made ("Email me this report",
 * 20261128000100_site_check_email.sql). Host and labels come from the check, never from the visitor.
 */
export const siteCheckSectionSchema = z.object({
  reportUrl: z.string().regex(/^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?\/site-check\/r\/[0-9a-f]{64}$/),
  host: z.string().regex(/^[a-z0-9.:[\]-]{1,253}$/),
  score: z.number().int().min(0).max(100),
  grades: z.array(z.object({ label: z.string().max(60), grade: z.enum(['A', 'B', 'C', 'D', 'F']) })).max(8),
  gaps: z.array(z.enum(SITE_CHECK_IDS as [string, ...string[]])).max(SITE_CHECK_IDS.length),
});
export type SiteCheckSection = z.infer<typeof siteCheckSectionSchema>;

export const toolkitTemplateSchema = z.object({
  businessName: z.string().min(1),
  answers: z.object({
    businessType: z.enum(BUSINESS_TYPE_VALUES),
    goals: z.array(z.enum(GOAL_IDS)),
    challenges: z.array(z.enum(CHALLENGE_IDS)),
    hasWebsite: z.boolean(),
    // The lead's shortlist (20261125000250_toolkit_email_shortlist.sql); jobs queued before it have none.
    // Ids that have since left the catalogue are dropped by buildToolkit.
    shortlist: z.array(z.number().int().positive()).max(SHORTLIST_MAX).default([]),
  }),
  siteUrl,
  /**
   * The one-click unsubscribe link for the recipient's mailbox (issue 29), built by the database from
   * private.email_settings.unsubscribe_url and an unguessable token. Jobs queued before it have none; the
   * sender does not send a toolkit email without it.
   */
  unsubscribeUrl: z
    .string()
    .regex(/^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?\/[A-Za-z0-9._~/-]*\?token=[0-9a-f]{32,128}$/)
    .optional(),
  siteCheck: siteCheckSectionSchema.optional(),
});
export type ToolkitTemplate = z.infer<typeof toolkitTemplateSchema>;

const fieldValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);

export const staffNotificationTemplateSchema = z.object({
  event: z.string(),
  title: z.string().min(1),
  fields: z.array(z.object({ name: z.string(), value: fieldValue.optional() })),
  dashboardUrl: z.string(),
  siteUrl,
});
export type StaffNotificationTemplate = z.infer<typeof staffNotificationTemplateSchema>;

/**
 * The buyer's welcome after a purchase (20261127000200_purchases.sql): the one-time onboarding link is
 * built by the database from private.email_settings.site_url and a random token.
 */
export const welcomeTemplateSchema = z.object({
  fullName: z.string().nullable(),
  plan: z.string().nullable(),
  billingPeriod: z.string().nullable(),
  onboardingUrl: z.string().regex(/^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?\/onboarding\?token=[0-9a-f]{64}$/),
  siteUrl,
});
export type WelcomeTemplate = z.infer<typeof welcomeTemplateSchema>;

/**
 * A widget owner's one-time sign-in code (issue 42), queued by the demo's backend only (local-backend/auth.ts;
 * in production Supabase Auth sends it). Six digits, nothing else from the request.
 */
export const signInCodeTemplateSchema = z.object({
  code: z.string().regex(/^[0-9]{6}$/),
  expiresInMinutes: z.number().int().min(1).max(60),
});
export type SignInCodeTemplate = z.infer<typeof signInCodeTemplateSchema>;

/**
 * A visitor's message from an owner's contact form widget, to the owner (20261201001100_contact_form.sql).
 * Labels come from the owner's published settings, values from the visitor: both rendered as text only.
 */
export const contactFormTemplateSchema = z.object({
  widgetName: z.string().min(1).max(80),
  fields: z.array(z.object({ label: z.string().max(40), value: z.string().max(4000) })).max(7),
  myToolsUrl: z.string().regex(/^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?\/my-tools$/),
});
export type ContactFormTemplate = z.infer<typeof contactFormTemplateSchema>;

/**
 * The owner's digest (20261201001700_owner_digest.sql): contact form messages or booking requests held over
 * the hourly email cap, up to 25 in full, and how many more wait; one per widget per hour at most.
 */
export const ownerDigestTemplateSchema = z.object({
  widgetKind: z.enum(['contact-form', 'booking']),
  widgetName: z.string().min(1).max(80),
  items: z
    .array(
      z.object({
        receivedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
        fields: contactFormTemplateSchema.shape.fields,
      }),
    )
    .min(1)
    .max(25),
  more: z.number().int().min(0),
  myToolsUrl: contactFormTemplateSchema.shape.myToolsUrl,
});
export type OwnerDigestTemplate = z.infer<typeof ownerDigestTemplateSchema>;

/**
 * A widget owner's warning 3 days before their free trial ends (20261201001200_widget_plans.sql, queued by
 * private.enqueue_trial_reminders()); the plans link is built by the database from the site's address.
 */
export const trialEndingTemplateSchema = z.object({
  trialEndsAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
  liveTools: z.number().int().min(0),
  pricingUrl: z.string().regex(/^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?\/pricing$/),
  siteUrl,
});
export type TrialEndingTemplate = z.infer<typeof trialEndingTemplateSchema>;

/**
 * The email sign-up widget's two emails to a subscriber (20261201001500_email_signup.sql): the confirmation
 * link, then "you're subscribed". Both carry the subscriber's own unsubscribe link; the list's name is the
 * owner's name for their widget. Links are built by the database on the functions' address.
 */
const signupLink = (param: 'confirm' | 'unsubscribe') =>
  z.string().regex(new RegExp(`^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?/[A-Za-z0-9._~/-]*widget-signup\\?${param}=[0-9a-f]{64}$`));
export const emailSignupWelcomeTemplateSchema = z.object({
  listName: z.string().min(1).max(80),
  unsubscribeUrl: signupLink('unsubscribe'),
});
export const emailSignupConfirmTemplateSchema = emailSignupWelcomeTemplateSchema.extend({ confirmUrl: signupLink('confirm') });
export type EmailSignupConfirmTemplate = z.infer<typeof emailSignupConfirmTemplateSchema>;

/**
 * Quick Appointment Booking's emails (20261201001600_booking.sql): a visitor's request to the owner, with
 * the two links of its decision page; and the owner's answer to the visitor, with the toolkit emails'
 * unsubscribe of their mailbox (they typed the address, maybe someone else's). The local date and time
 * are the database's, in the business's zone; names, addresses and the note are the visitor's, text only.
 */
const bookingTime = {
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  time: z.string().regex(/^\d{2}:\d{2}$/),
  minutes: z.number().int().min(1).max(1440),
  timeZone: z.string().min(1).max(64),
  timeFormat: z.enum(['12h', '24h']),
};
const bookingLink = (answer: 'confirmed' | 'declined') =>
  z.string().regex(
    new RegExp(`^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?/[A-Za-z0-9._~/-]*widget-booking\\?decide=[0-9a-f]{64}&answer=${answer}$`),
  );
export const bookingRequestTemplateSchema = z.object({
  ...bookingTime,
  widgetName: z.string().min(1).max(80),
  visitorName: z.string().min(1).max(100),
  visitorEmail: z.string().max(254),
  visitorPhone: z.string().max(40),
  note: z.string().max(1000),
  confirmUrl: bookingLink('confirmed'),
  declineUrl: bookingLink('declined'),
  myToolsUrl: contactFormTemplateSchema.shape.myToolsUrl,
});
export type BookingRequestTemplate = z.infer<typeof bookingRequestTemplateSchema>;
export const bookingDecisionTemplateSchema = z.object({
  ...bookingTime,
  decision: z.enum(['confirmed', 'declined']),
  visitorName: z.string().min(1).max(100),
  heading: z.string().max(120),
  reachEmail: z.string().max(254),
  reachPhone: z.string().max(40),
  reachDisplay: z.string().max(32),
  unsubscribeUrl: toolkitTemplateSchema.shape.unsubscribeUrl.unwrap(),
});
export type BookingDecisionTemplate = z.infer<typeof bookingDecisionTemplateSchema>;

export type OutboxKind =
  | 'toolkit'
  | 'staff_notification'
  | 'welcome'
  | 'sign_in_code'
  | 'contact_form'
  | 'owner_digest'
  | 'trial_ending'
  | 'email_signup_confirm'
  | 'email_signup_welcome'
  | 'booking_request'
  | 'booking_decision';

/** What the renderer needs from a job: the same columns in the browser (PostgREST) and the Edge Function. */
export interface OutboxJobInput {
  kind: string;
  template: unknown;
}
