-- The toolkit email lists the visitor's own picks first (issue 28), as the builder's confirmation does, so
-- the job carries the lead's shortlist (catalogue ids, in the visitor's order; [] for none) beside the other
-- answers. Otherwise the same function as in 20261123000300_email_outbox.sql: the daily cap per address,
-- the advisory lock, and no visitor text beyond the business name.
create or replace function private.enqueue_toolkit_email() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.email_settings;
  recent integer;
begin
  select * into strict settings from private.email_settings;
  -- Serialises concurrent leads for one address, so two at once cannot both pass the cap.
  perform pg_advisory_xact_lock(hashtext('email_outbox:toolkit:' || lower(new.email)));
  select count(*) into recent
    from public.email_outbox
    where kind = 'toolkit' and lower(recipient) = lower(new.email)
      and status <> 'suppressed' and created_at > now() - interval '24 hours';
  insert into public.email_outbox (kind, recipient, template, status, last_error, source_table, source_id)
  values (
    'toolkit',
    new.email,
    jsonb_build_object(
      'businessName', new.business_name,
      'answers', jsonb_build_object(
        'businessType', new.business_type,
        'goals', to_jsonb(new.goals),
        'challenges', to_jsonb(new.current_challenges),
        'hasWebsite', new.website_url is not null,
        'shortlist', coalesce(to_jsonb(new.shortlist), '[]'::jsonb)
      ),
      'siteUrl', settings.site_url
    ),
    case when recent >= settings.toolkit_daily_cap then 'suppressed' else 'pending' end,
    case when recent >= settings.toolkit_daily_cap
      then format('Not sent: this address already had %s toolkit emails in 24 hours', recent) end,
    'public.custom_builder_leads',
    new.id
  );
  return null;
end;
$$;
revoke all on function private.enqueue_toolkit_email() from public, anon, authenticated;
