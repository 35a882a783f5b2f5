/**
 * Edge Function entry (Deno): wires the handler to the database through
 * supabase-js with the service-role key, which is the only writer of
 * cv_downloads. Everything testable lives in the imported modules.
 */
import { createClient } from "npm:@supabase/supabase-js@2";
import { readFunctionConfig } from "./config.ts";
import { handleTrackCvDownload } from "./handler.ts";
import { CV_DOWNLOADS_TABLE, type Store, toRow } from "./store.ts";

const config = readFunctionConfig((name) => Deno.env.get(name));
const supabase = createClient(config.supabaseUrl, config.serviceKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});

const store: Store = {
  async insertCvDownload(download) {
    const { error } = await supabase.from(CV_DOWNLOADS_TABLE).insert(toRow(download));
    if (error) throw error;
  },
};

Deno.serve((request) => handleTrackCvDownload(request, store, { allowedOrigins: config.allowedOrigins }));
