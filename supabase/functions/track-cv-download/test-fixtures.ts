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

/**
 * Referrers no browser sends, made up from a seed so every run and both
 * runtimes try the same ones: odd schemes and slashes, raw control
 * characters, escapes, brackets, non-ASCII and lone surrogates.
 */
export function* hostileReferrers(count: number, seed = 31): Generator<string> {
  let state = seed;
  // mulberry32: small, fast and the same in every JavaScript runtime.
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const schemes = ["http:", "https:", "x:", "android-app:", "about:", "file:", "data:", "HTTP:", "a+b.c-d:", ""];
  const starts = ["//", "/", "", "///", "\\\\", "/\\"];
  const pieces = [
    ..."\u0000\u0001\t\n\r\u001f\u007f\u0080\u0085\u009f \u00a0\u200b\ufeff\u2028",
    ..."%@:/?#[]\\.-_~!$&'()*+,;=<>^`{|}\"",
    "%0",
    "%01",
    "%7F",
    "::1",
    "xn--",
    "é",
    "ß",
    "😀",
    "\ud800",
    "a",
    "Z",
    "1",
    "example.com",
  ];
  for (let i = 0; i < count; i += 1) {
    let text = pick(schemes) + pick(starts);
    const length = Math.floor(random() * 12);
    for (let j = 0; j < length; j += 1) text += pick(pieces);
    yield text;
  }
}
