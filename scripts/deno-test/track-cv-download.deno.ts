/**
 * The Edge Function's unit tests under Deno, its production runtime: the
 * Jest globals first, then the same test files Jest runs (npm run test:deno).
 */
import "./jest-globals.deno.ts";
import "../../supabase/functions/track-cv-download/client-address.test.ts";
import "../../supabase/functions/track-cv-download/config.test.ts";
import "../../supabase/functions/track-cv-download/cors.test.ts";
import "../../supabase/functions/track-cv-download/handler.test.ts";
import "../../supabase/functions/track-cv-download/store.test.ts";
import "../../supabase/functions/track-cv-download/validate.test.ts";
