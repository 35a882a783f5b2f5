-- Downloads are recorded only through public.record_cv_download, which the
-- public API role (anon) may execute and which is all it may do here: the
-- table stays closed to every API role, so the Edge Function needs no key
-- beyond the public one. The function limits how many downloads it records
-- per client and in all, checking and inserting in one atomic step, because
-- the Edge Function runs as many short-lived instances that share nothing.

create schema if not exists private;
revoke all on schema private from public;

-- The limits, declared once: at most 5 recorded downloads per client in any
-- 10 minutes (a visitor clicking twice, a recruiter sharing one office
-- address), and at most 100 in all in any hour, far above a portfolio's real
-- traffic yet a bound on what a flood from many addresses can add (about
-- 2,400 small rows a day).
create function private.cv_download_limits(
  out per_client integer,
  out per_client_window interval,
  out overall integer,
  out overall_window interval
)
language sql
-- Not immutable: a later migration may replace the values, and an immutable
-- call could be folded into a plan the recording function has cached.
stable
as $$ select 5, interval '10 minutes', 100, interval '1 hour' $$;

-- A random salt of this database, never sent anywhere, so that the stored
-- hashes of client addresses cannot be looked up in a precomputed table.
create table private.cv_download_salt (
  singleton boolean primary key default true check (singleton),
  salt bytea not null
);
insert into private.cv_download_salt (salt) values (uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()));

-- One row per recent recorded download: the salted hash of the client's
-- address and when. No raw address is stored, and rows older than the
-- per-client window are deleted on the next call.
create table private.cv_download_clients (
  client_hash bytea not null,
  recorded_at timestamptz not null default now()
);
create index cv_download_clients_hash_idx on private.cv_download_clients (client_hash, recorded_at);

create function private.seconds_until(moment timestamptz)
returns integer
language sql
stable
as $$ select greatest(1, ceil(extract(epoch from moment - now())))::integer $$;

-- Records one download unless a limit is reached. Returns {"recorded": true},
-- or {"recorded": false, "retry_after_seconds": n} when the client (or
-- everyone) must wait n seconds. client is the caller's address as the Edge
-- Function read it; it is only hashed. The CHECKs of cv_downloads apply to
-- the values as they do to any writer.
create function public.record_cv_download(
  client text,
  user_agent text,
  referrer text,
  reported_at timestamptz default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits record;
  client_key bytea;
  recent bigint;
  oldest timestamptz;
begin
  if client is null then
    raise exception 'client must not be null' using errcode = 'null_value_not_allowed';
  end if;
  select * into limits from private.cv_download_limits();

  -- Locking the salt row queues concurrent calls one behind the other, and
  -- each statement below sees every download committed before its turn.
  select sha256(s.salt || convert_to(client, 'UTF8')) into client_key
  from private.cv_download_salt s
  for update;

  delete from private.cv_download_clients c where c.recorded_at <= now() - limits.per_client_window;

  select count(*), min(c.recorded_at) into recent, oldest
  from private.cv_download_clients c
  where c.client_hash = client_key;
  if recent >= limits.per_client then
    return jsonb_build_object(
      'recorded', false,
      'retry_after_seconds', private.seconds_until(oldest + limits.per_client_window)
    );
  end if;

  select count(*), min(d.created_at) into recent, oldest
  from public.cv_downloads d
  where d.created_at > now() - limits.overall_window;
  if recent >= limits.overall then
    return jsonb_build_object(
      'recorded', false,
      'retry_after_seconds', private.seconds_until(oldest + limits.overall_window)
    );
  end if;

  insert into public.cv_downloads (user_agent, referrer, reported_at)
  values (record_cv_download.user_agent, record_cv_download.referrer, record_cv_download.reported_at);
  insert into private.cv_download_clients (client_hash) values (client_key);
  return jsonb_build_object('recorded', true);
end;
$$;

-- Functions are executable by PUBLIC by default, and Supabase grants new
-- ones to its API roles: take all of that back, then let anon record.
revoke all on function public.record_cv_download(text, text, text, timestamptz) from public, anon, authenticated, service_role;
grant execute on function public.record_cv_download(text, text, text, timestamptz) to anon;
revoke all on function private.cv_download_limits() from public, anon, authenticated, service_role;
revoke all on function private.seconds_until(timestamptz) from public, anon, authenticated, service_role;

-- Nobody writes the table directly any more, not even the service role.
revoke all on table public.cv_downloads from anon, authenticated, service_role;
