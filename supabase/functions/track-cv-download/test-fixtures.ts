/** What the site sends, shared by the handler's tests; not part of the function. */
export const ANON_KEY = "e2e-anon-key";
export const FUNCTION_URL = "http://127.0.0.1:54321/functions/v1/track-cv-download";

/** The headers supabase-js 2 puts on functions.invoke(name, { body: object }). */
export const SUPABASE_JS_HEADERS: Record<string, string> = {
  authorization: `Bearer ${ANON_KEY}`,
  apikey: ANON_KEY,
  "x-client-info": "supabase-js-web/2.109.0",
  "content-type": "application/json",
};
