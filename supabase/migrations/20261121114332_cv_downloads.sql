-- One row per CV download, written only by the track-cv-download Edge
-- Function through the service role. The public (anon) key shipped with the
-- site can neither read nor write it: privileges are revoked, and row-level
-- security without any policy hides every row should a grant ever reappear.
-- The CHECKs repeat the function's validation so that no other writer can
-- store what the function would have rejected.

create table public.cv_downloads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  downloaded_at timestamptz not null,
  user_agent text not null,
  referrer text not null,
  constraint cv_downloads_user_agent_length check (char_length(user_agent) <= 512),
  constraint cv_downloads_referrer_length check (char_length(referrer) between 1 and 2048),
  constraint cv_downloads_referrer_format check (referrer = 'direct' or referrer ~ '^https?://')
);

comment on table public.cv_downloads is 'CV downloads recorded by the track-cv-download Edge Function';
comment on column public.cv_downloads.downloaded_at is 'Click time reported by the browser, validated to lie near created_at';
comment on column public.cv_downloads.referrer is '"direct" or the http(s) page the visitor came from';

create index cv_downloads_created_at_idx on public.cv_downloads (created_at);

alter table public.cv_downloads enable row level security;

-- Supabase's default privileges grant every new public table to anon,
-- authenticated and service_role; take that back and give the function
-- exactly what it needs.
revoke all on table public.cv_downloads from anon, authenticated, service_role;
grant insert on table public.cv_downloads to service_role;
