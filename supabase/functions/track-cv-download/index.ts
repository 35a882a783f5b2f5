/**
 * Edge Function entry (Deno): wires the handler to the database through
 * supabase-js with the project's public key, which may do nothing but call
 * record_cv_download. Everything testable lives in the imported modules.
 */
import { createClient } from "@supabase/supabase-js";
import { readFunctionConfig } from "./config.ts";
import { handleTrackCvDownload } from "./handler.ts";
import { RECORD_FUNCTION, type Store, parseRecordOutcome, toRecordArgs } from "./store.ts";

const config = readFunctionConfig((name) => Deno.env.get(name));
const supabase = createClient(config.supabaseUrl, config.publicKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});

const store: Store = {
  async recordCvDownload(download, client) {
    const { data, error } = await supabase.rpc(RECORD_FUNCTION, toRecordArgs(download, client));
    if (error) throw error;
    return parseRecordOutcome(data);
  },
};

Deno.serve((request) => handleTrackCvDownload(request, store, { allowedOrigins: config.allowedOrigins }));
