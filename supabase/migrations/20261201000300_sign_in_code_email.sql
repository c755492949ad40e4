-- The outbox learns one more kind: a widget owner's one-time sign-in code (issue 42). Only the demo's
-- backend queues it (local-backend/auth.ts stands in for Supabase Auth's POST /auth/v1/otp), so the code
-- shows in /mailbox and the demo's send-emails "sends" it. In production Supabase Auth sends the code
-- itself (supabase/config.toml, [auth.email.template.magic_link]) and nothing queues this kind.
alter table public.email_outbox
  drop constraint email_outbox_kind_check,
  add constraint email_outbox_kind_check check (kind in ('toolkit', 'staff_notification', 'welcome', 'sign_in_code'));
