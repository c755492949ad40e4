-- A few realistic leads for a local Supabase stack (`npx supabase db reset` runs this after the
-- migrations). created_at is spread over the last weeks so the "This Week" card has something to show.
--
-- To add a staff member: create the user in Studio (Authentication -> Add user; sign-ups are closed),
-- then run:
--   insert into private.staff (user_id) select id from auth.users where email = 'you@example.com';

insert into public.custom_builder_leads
  (id, business_name, business_type, goals, current_challenges, website_url, email, created_at)
values
  ('6f1c2a0e-3b7d-4c1e-9a52-0d4e8b7f1a01', 'Bella Vista Bistro', 'restaurant',
   array['leads', 'reviews', 'social'], array['time', 'competition'],
   'https://bellavistabistro.example.com', 'maria@bellavistabistro.example.com', now() - interval '2 hours'),
  ('6f1c2a0e-3b7d-4c1e-9a52-0d4e8b7f1a02', 'Glow Hair & Beauty Studio', 'salon',
   array['bookings', 'retention'], array['knowledge', 'consistency'],
   null, 'hello@glowstudio.example.com', now() - interval '1 day'),
  ('6f1c2a0e-3b7d-4c1e-9a52-0d4e8b7f1a03', 'Summit Family Dental', 'medical',
   array['bookings', 'reviews', 'automation'], array['time', 'tracking', 'budget'],
   'https://summitfamilydental.example.com', 'office@summitdental.example.com', now() - interval '3 days'),
  ('6f1c2a0e-3b7d-4c1e-9a52-0d4e8b7f1a04', 'Daily Grind Coffee Co.', 'coffee',
   array['social', 'retention'], array['budget'],
   'https://dailygrind.example.com', 'owner@dailygrind.example.com', now() - interval '6 days'),
  ('6f1c2a0e-3b7d-4c1e-9a52-0d4e8b7f1a05', 'ProFlow Plumbing & Heating', 'homeservice',
   array['leads', 'automation'], array['time', 'competition'],
   null, 'jobs@proflowplumbing.example.com', now() - interval '12 days'),
  ('6f1c2a0e-3b7d-4c1e-9a52-0d4e8b7f1a06', 'Coastline Realty Group', 'realestate',
   array['leads', 'social', 'reviews', 'automation'], array['consistency', 'tracking'],
   'https://coastlinerealty.example.com', 'team@coastlinerealty.example.com', now() - interval '20 days')
on conflict (id) do nothing;
