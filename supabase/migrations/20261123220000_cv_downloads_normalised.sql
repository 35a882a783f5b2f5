-- Makes cv_downloads hold what the track-cv-download function records for
-- every real download: the referrer reduced to its origin, the user agent
-- without control characters and cut to 512 characters, and the browser's
-- clock kept only as reported. The time of a download is created_at, the
-- server's clock.
--
-- The CHECKs below accept exactly what the function stores
-- (supabase/functions/track-cv-download/validate.ts), so no other writer can
-- store anything the function would not.

alter table public.cv_downloads rename column downloaded_at to reported_at;
alter table public.cv_downloads alter column reported_at drop not null;

alter table public.cv_downloads
  drop constraint cv_downloads_user_agent_length,
  drop constraint cv_downloads_referrer_length,
  drop constraint cv_downloads_referrer_format;

-- Rows recorded so far kept the whole referring address (an http(s) URL, as
-- the parser wrote it); keep only its scheme and host, as for new rows.
update public.cv_downloads
set referrer = regexp_replace(referrer, '^(https?://)([^/?#]*@)?([^/?#]*).*$', '\1\3')
where referrer <> 'direct';

alter table public.cv_downloads
  -- Size: a user agent is cut to 512 characters, counted in code points as
  -- char_length does.
  add constraint cv_downloads_user_agent_length check (char_length(user_agent) <= 512),
  -- Control characters (C0, DEL, C1) are removed: none reaches a log line or
  -- a terminal that shows the row.
  add constraint cv_downloads_user_agent_printable check (user_agent !~ '[\u0001-\u001f\u007f-\u009f]'),
  -- Privacy and size: "direct" (no referrer), "unknown" (not a URL), or an
  -- origin of at most 300 characters: a lower-case scheme, then either
  -- nothing ("about:") or "//" and a host with its port. The host is
  -- printable ASCII without "/", "?", "#" or "@", so no path, query, fragment
  -- or user name can be stored.
  add constraint cv_downloads_referrer_origin check (
    referrer in ('direct', 'unknown')
    or (
      char_length(referrer) <= 300
      and referrer ~ '^[a-z][a-z0-9+.-]*:(//[\u0021\u0022\u0024-\u002e\u0030-\u003e\u0041-\u007e]*)?$'
    )
  );

comment on column public.cv_downloads.created_at is 'When the download was recorded, by the server''s clock: the time of the download';
comment on column public.cv_downloads.reported_at is 'The visitor''s clock at the click, as the browser reported it; null when it sent no valid date-time';
comment on column public.cv_downloads.referrer is '"direct", "unknown" (not a URL), or the scheme and host of the referring address';
