/**
 * Runs the Edge Function's real entry (index.ts) in Deno without a port:
 * Deno.serve is replaced to capture the handler, which then gets one request
 * described by argv[0] as { method, headers, body }. Prints { status, headers, body }.
 * Used by deno-entry.db.test.ts.
 */
type Handler = (request: Request) => Response | Promise<Response>;

let handler: Handler | undefined;
Deno.serve = ((serve: Handler) => {
  handler = serve;
  return { finished: Promise.resolve() };
}) as unknown as typeof Deno.serve;

// Imported after the stub on purpose: index.ts calls Deno.serve at load time.
await import("../../supabase/functions/track-cv-download/index.ts");
if (!handler) throw new Error("index.ts did not call Deno.serve");

const { method, headers, body } = JSON.parse(Deno.args[0] ?? "{}");
const response = await handler(new Request("http://edge.local/track-cv-download", { method, headers, body }));
const answer = { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
console.log(JSON.stringify(answer));
