-- Downloads are kept for 24 months by default, then deleted: long enough to
-- compare a year with the one before, no longer than that purpose needs.
-- private.delete_old_cv_downloads does the deleting; where pg_cron is
-- available (Supabase offers it) this migration schedules it daily, and
-- elsewhere the owner schedules it (see docs/backend.md).

create function private.delete_old_cv_downloads(keep interval default interval '24 months')
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  deleted bigint;
begin
  -- A zero or negative period would delete every row.
  if keep is null or keep <= interval '0' then
    raise exception 'keep must be a positive interval, got %', keep using errcode = 'invalid_parameter_value';
  end if;
  delete from public.cv_downloads d where d.created_at < now() - keep;
  get diagnostics deleted = row_count;
  -- Client hashes outlive their window only until the next recording; this
  -- bounds that to a day when nobody downloads.
  delete from private.cv_download_clients c
  where c.recorded_at <= now() - (select l.per_client_window from private.cv_download_limits() l);
  return deleted;
end;
$$;

revoke all on function private.delete_old_cv_downloads(interval) from public, anon, authenticated, service_role;

-- Neither a server without pg_cron nor one that refuses the job may stop
-- the deploy: the notice or warning says what the owner has to schedule.
do $$
begin
  if to_regprocedure('cron.schedule(text,text,text)') is null then
    begin
      create extension if not exists pg_cron;
    exception when others then
      raise notice 'pg_cron is not available (%); schedule select private.delete_old_cv_downloads(); yourself', sqlerrm;
      return;
    end;
  end if;
  begin
    -- Scheduling under a name replaces an earlier job of that name.
    perform cron.schedule('delete-old-cv-downloads', '17 3 * * *', 'select private.delete_old_cv_downloads()');
  exception when others then
    raise warning 'pg_cron refused the job (%); schedule select private.delete_old_cv_downloads(); yourself', sqlerrm;
  end;
end;
$$;
