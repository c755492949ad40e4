-- The send-emails function's own database login, and a lease that outlasts its batch (issue 29,
-- sections 4 and 6; docs/decisions/008-email-outbox.md).
--
-- email_sender may execute the four sender functions and nothing else: it reads no table, and the
-- functions (security definer, owned by the migration role) do the work. The function connects with the
-- EMAIL_SENDER_DB_URL secret; set the role's password once per project (README, "Email"):
--   alter role email_sender with password '<a long random password>';
-- Roles are cluster-wide, so create it only if an earlier database in the cluster did not.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'email_sender') then
    create role email_sender login noinherit nocreatedb nocreaterole nobypassrls;
  end if;
end
$$;
-- Bounded sessions: a stuck sender cannot hold connections or locks for long.
alter role email_sender set statement_timeout = '30s';
alter role email_sender set idle_in_transaction_session_timeout = '60s';

grant usage on schema private to email_sender;
-- Usage on the schema would also let it call the private functions that kept PostgreSQL's default
-- execute-for-PUBLIC. None of them is meant to be called by name (two are trigger functions; url_encode
-- runs inside the security definer notification code, as the owner), so PUBLIC loses it.
revoke all on function private.url_encode(text), private.stamp_archived_at(), private.refuse_change() from public;

-- fail_email_job now answers the job's new status, so the sender needs no read access to the outbox.
drop function private.fail_email_job(uuid, text, boolean);
create function private.fail_email_job(job_id uuid, error text, permanent boolean default false) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.email_settings;
  new_status text;
begin
  select * into strict settings from private.email_settings;
  update public.email_outbox
    set
      last_error = left(error, 1000),
      status = case when permanent or attempts >= settings.max_attempts then 'failed' else 'pending' end,
      next_attempt_at = now() + least(interval '1 minute' * power(2, greatest(attempts - 1, 0)), interval '6 hours')
    where id = job_id and status = 'sending'
    returning status into new_status;
  return new_status;
end;
$$;

-- The lease covers the worst case of the whole batch, so a second run never claims (and re-posts to the
-- chat webhook) a job the first is still working through: per job, the email request and the webhook
-- post may each take the sender's 15-second timeout, plus a minute for database round trips.
create or replace function private.claim_email_jobs(max_jobs integer default 10, lease interval default interval '5 minutes')
returns setof public.email_outbox
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.email_settings;
  batch_lease interval := greatest(lease, greatest(max_jobs, 1) * interval '30 seconds' + interval '1 minute');
begin
  select * into strict settings from private.email_settings;
  update public.email_outbox
    set status = 'failed', last_error = coalesce(last_error || ' / ', '') || 'Sender stopped during the last attempt'
    where status = 'sending' and next_attempt_at <= now() and attempts >= settings.max_attempts;
  return query
    update public.email_outbox as o
      set status = 'sending', attempts = o.attempts + 1, next_attempt_at = now() + batch_lease
      where o.id in (
        select id from public.email_outbox
          where status in ('pending', 'sending') and next_attempt_at <= now()
          order by next_attempt_at, created_at
          limit max_jobs
          for update skip locked
      )
      returning o.*;
end;
$$;

revoke all on function private.fail_email_job(uuid, text, boolean) from public, anon, authenticated;
grant execute on function private.claim_email_jobs(integer, interval) to service_role, email_sender;
grant execute on function private.complete_email_job(uuid, text) to service_role, email_sender;
grant execute on function private.fail_email_job(uuid, text, boolean) to service_role, email_sender;
grant execute on function private.email_webhook_url() to service_role, email_sender;
