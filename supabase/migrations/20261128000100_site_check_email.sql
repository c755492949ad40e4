-- "Email me this report" (issue 25; docs/decisions/022-site-check.md, "The report by email").
-- The visitor who asks for their report by email becomes a lead: public.email_site_check_report() inserts a
-- builder lead with the visitor's own rights (security invoker: the insert policy, the column grants, the
-- rate limit and the one-row rule all apply as for the builder), whose toolkit email the existing trigger
-- queues behind every mail limit (20261125000400_mail_limits.sql). In the same transaction,
-- public.attach_site_check_report() ties the report to that lead and adds the report to the queued email,
-- so the sender never sees the email without it. The lead's source is the report that points to it
-- (site_check_reports.lead_id): staff see "From the website check" and the report on the lead.

-- Runs as the table owner, and only for a lead whose toolkit email this very transaction queued (the job's
-- created_at is now()): called on its own it finds none, so nobody can attach a report to someone else's
-- lead. It reads the job rather than the lead, whose table forces row-level security even on its owner.
-- In public because anon, who calls the function below, has no use of the private schema; called directly
-- it can only refuse.
create function public.attach_site_check_report(report_token text, attach_lead_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  job public.email_outbox;
  report public.site_check_reports;
  settings private.email_settings;
begin
  select * into job from public.email_outbox o
    where o.kind = 'toolkit' and o.source_table = 'public.custom_builder_leads' and o.source_id = attach_lead_id
      and o.created_at = now();
  if job.id is null then
    raise exception 'No lead from this request' using errcode = '22023';
  end if;
  update public.site_check_reports r
    set email = job.recipient, lead_id = attach_lead_id
    where report_token ~ '^[0-9a-f]{64}$' and r.token = report_token and r.lead_id is null and r.email is null
    returning * into report;
  if report.id is null then
    raise exception 'This report cannot be emailed'
      using errcode = 'P0001', hint = 'site_check_report_unavailable',
        detail = 'There is no report at this address, or it has already been emailed.';
  end if;
  select * into strict settings from private.email_settings;
  -- The toolkit email the lead's insert queued (still invisible to the sender: same transaction).
  update public.email_outbox o
    set template = o.template || jsonb_build_object('siteCheck', jsonb_build_object(
      'reportUrl', settings.site_url || '/site-check/r/' || report.token,
      'host', report.target_host,
      'score', report.score,
      'grades', coalesce((
        select jsonb_agg(jsonb_build_object('label', g ->> 'label', 'grade', g ->> 'grade') order by position)
          from jsonb_array_elements(report.report -> 'groups') with ordinality as groups(g, position)
      ), '[]'::jsonb),
      'gaps', coalesce((
        select jsonb_agg(c ->> 'id' order by gp, cp)
          from jsonb_array_elements(report.report -> 'groups') with ordinality as groups(g, gp),
               jsonb_array_elements(g -> 'checks') with ordinality as checks(c, cp)
          where (c ->> 'passed')::boolean is false
      ), '[]'::jsonb)
    ))
    where o.id = job.id;
end
$$;
revoke all on function public.attach_site_check_report(text, uuid) from public;
grant execute on function public.attach_site_check_report(text, uuid) to anon, authenticated;

-- What the report page's "Email me this report" calls, with the lead as the builder would insert it (its
-- columns, as JSON: PostgREST and the demo backend pass one object alike). The lead's id comes from the
-- browser, as the builder's does: a retry after a lost response meets the primary key instead of making a
-- second lead. Answers the report's new state.
create function public.email_site_check_report(report_token text, lead jsonb) returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  row public.custom_builder_leads := jsonb_populate_record(null::public.custom_builder_leads, lead);
begin
  insert into public.custom_builder_leads
    (id, business_name, business_type, goals, current_challenges, website_url, email, shortlist, checkout_reference)
    values (row.id, row.business_name, row.business_type, row.goals, row.current_challenges, row.website_url, row.email,
      row.shortlist, row.checkout_reference);
  perform public.attach_site_check_report(report_token, row.id);
  return jsonb_build_object('emailed', true);
end
$$;
revoke all on function public.email_site_check_report(text, jsonb) from public;
grant execute on function public.email_site_check_report(text, jsonb) to anon, authenticated;
