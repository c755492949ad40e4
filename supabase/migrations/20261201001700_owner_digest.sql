-- The owner's digest (issue 45): an owner is emailed at most 10 contact form messages, or 10 booking
-- requests, per widget an hour (20261201001100_contact_form.sql, 20261201001600_booking.sql); what arrives
-- beyond that is stored as 'held'. It waits for a digest: one email per widget per hour at most, listing
-- up to 25 held messages or requests in full, oldest first, and how many more wait (those go in the next
-- hour's digest, and all of them are in My tools). One in a digest becomes 'digested'. So a widget's owner
-- gets at most 11 emails an hour from it, however many visitors write. (A held booking request is decided
-- in My tools: the digest carries no confirm or decline links.)
--
-- The send-emails function calls private.enqueue_owner_digests() at the start of each scheduled run
-- (beside the trial reminders), and that same run sends what it queued. Two runs at once: each widget is
-- taken by one of them (a transaction-scoped advisory lock, skipped when held), and the hour is checked
-- again under that lock.

do $$
declare
  definition text;
begin
  select pg_get_constraintdef(c.oid) into strict definition from pg_constraint c
   where c.conrelid = 'public.email_outbox'::regclass and c.conname = 'email_outbox_kind_check';
  if definition not like '%ARRAY[%' then raise exception 'email_outbox_kind_check has an unexpected form: %', definition; end if;
  execute 'alter table public.email_outbox drop constraint email_outbox_kind_check, add constraint email_outbox_kind_check '
    || replace(definition, 'ARRAY[', 'ARRAY[''owner_digest''::text, ');
end
$$;

alter table public.contact_form_submissions
  drop constraint contact_form_submissions_email_status_check,
  add constraint contact_form_submissions_email_status_check check (email_status in ('queued', 'held', 'digested'));
alter table public.booking_requests
  drop constraint booking_requests_email_status_check,
  add constraint booking_requests_email_status_check check (email_status in ('queued', 'held', 'digested'));

-- How many held messages one digest lists in full; the rest are counted and wait for the next one.
create function private.owner_digest_size() returns integer
language sql immutable set search_path = '' as $$ select 25 $$;

create function private.enqueue_owner_digests() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  mail private.email_settings;
  form record;
  owner_address text;
  items jsonb;
  listed integer;
  waiting integer;
  reason text;
  queued integer := 0;
begin
  select * into strict mail from private.email_settings;
  for form in
    select w.id, w.kind, w.name, w.owner_id, coalesce(w.published, w.draft) as settings
      from public.widgets w
     where (w.kind = 'contact-form'
            and exists (select 1 from public.contact_form_submissions s where s.widget_id = w.id and s.email_status = 'held'))
        or (w.kind = 'booking'
            and exists (select 1 from public.booking_requests r where r.widget_id = w.id and r.email_status = 'held'))
  loop
    continue when not pg_try_advisory_xact_lock(hashtext('owner_digest:' || form.id::text));
    continue when exists (
      select 1 from public.email_outbox o
       where o.kind = 'owner_digest' and o.source_table = 'public.widgets' and o.source_id = form.id
         and o.created_at > now() - interval '1 hour'
    );
    -- An owner without a usable address keeps their messages held (My tools has them all).
    select u.email into owner_address from auth.users u where u.id = form.owner_id;
    continue when owner_address is null or not private.is_plain_email(owner_address);
    if form.kind = 'contact-form' then
      select count(*) into waiting from public.contact_form_submissions s
       where s.widget_id = form.id and s.email_status = 'held';
      with batch as (
        select s.id from public.contact_form_submissions s
         where s.widget_id = form.id and s.email_status = 'held'
         order by s.created_at, s.id
         limit private.owner_digest_size()
         for update
      ), marked as (
        update public.contact_form_submissions s set email_status = 'digested'
          from batch where s.id = batch.id
        returning s.*
      )
      select count(*), coalesce(jsonb_agg(jsonb_build_object(
               'receivedAt', to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
               'fields', jsonb_path_query_array(
                 jsonb_build_array(
                   jsonb_build_object('label', coalesce(form.settings #>> '{fields,name,label}', 'Name'), 'value', m.sender_name),
                   jsonb_build_object('label', coalesce(form.settings #>> '{fields,email,label}', 'Email'), 'value', m.sender_email),
                   jsonb_build_object('label', coalesce(form.settings #>> '{fields,phone,label}', 'Phone'), 'value', m.sender_phone),
                   jsonb_build_object('label', coalesce(form.settings #>> '{fields,message,label}', 'Message'), 'value', m.message)
                 ) || m.extra,
                 '$[*] ? (@.value != "")'
               )
             ) order by m.created_at, m.id), '[]')
        into listed, items
        from marked m;
    else
      select count(*) into waiting from public.booking_requests r
       where r.widget_id = form.id and r.email_status = 'held';
      with batch as (
        select r.id from public.booking_requests r
         where r.widget_id = form.id and r.email_status = 'held'
         order by r.created_at, r.id
         limit private.owner_digest_size()
         for update
      ), marked as (
        update public.booking_requests r set email_status = 'digested'
          from batch where r.id = batch.id
        returning r.*
      )
      select count(*), coalesce(jsonb_agg(jsonb_build_object(
               'receivedAt', to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
               'fields', jsonb_path_query_array(
                 jsonb_build_array(
                   jsonb_build_object('label', 'Time asked for', 'value',
                     to_char(m.starts_at at time zone (form.settings #>> '{hours,timeZone}'), 'YYYY-MM-DD HH24:MI')
                       || ' (' || (form.settings #>> '{hours,timeZone}') || ')'),
                   jsonb_build_object('label', 'Name', 'value', m.visitor_name),
                   jsonb_build_object('label', 'Email', 'value', m.visitor_email),
                   jsonb_build_object('label', 'Phone', 'value', m.visitor_phone),
                   jsonb_build_object('label', coalesce(form.settings #>> '{note,label}', 'Note'), 'value', m.note)
                 ),
                 '$[*] ? (@.value != "")'
               )
             ) order by m.created_at, m.id), '[]')
        into listed, items
        from marked m;
    end if;

    reason := null;
    if exists (select 1 from private.email_suppressions s where s.mailbox = private.normalized_mailbox(owner_address)) then
      reason := 'Not sent: this address unsubscribed';
    end if;
    insert into public.email_outbox (kind, recipient, template, status, last_error, source_table, source_id)
    values (
      'owner_digest',
      owner_address,
      jsonb_build_object(
        'widgetKind', form.kind,
        'widgetName', form.name,
        'items', items,
        'more', waiting - listed,
        'myToolsUrl', mail.site_url || '/my-tools'
      ),
      case when reason is null then 'pending' else 'suppressed' end,
      reason,
      'public.widgets',
      form.id
    );
    queued := queued + 1;
  end loop;
  return queued;
end;
$$;
revoke all on function private.enqueue_owner_digests() from public;
grant execute on function private.enqueue_owner_digests() to service_role, email_sender;
revoke all on function private.owner_digest_size() from public;
