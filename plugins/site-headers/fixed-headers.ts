/**
 * The headers that never change with a build, set once here and written with
 * the rest (see netlify-adapter.ts), so no two rules set one header for a path.
 * These are the same for the site and the editor, so "/*" sends them to every
 * path.
 */
export const SHARED_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  // Every powerful feature off: the page asks for none of them.
  "Permissions-Policy": [
    "accelerometer",
    "autoplay",
    "browsing-topics",
    "camera",
    "display-capture",
    "encrypted-media",
    "fullscreen",
    "geolocation",
    "gyroscope",
    "hid",
    "idle-detection",
    "magnetometer",
    "microphone",
    "midi",
    "payment",
    "picture-in-picture",
    "publickey-credentials-get",
    "screen-wake-lock",
    "serial",
    "usb",
    "xr-spatial-tracking",
  ]
    .map((feature) => `${feature}=()`)
    .join(", "),
};

/**
 * The site's opener policy. The editor needs another one (its login popup
 * reports back to it), so this goes only on the site's own rules.
 */
export const SITE_OPENER_POLICY: Readonly<Record<string, string>> = { "Cross-Origin-Opener-Policy": "same-origin" };

/** Every fixed header a page of the site gets; the performance runs serve them to the pages they compare. */
export const FIXED_HEADERS: Readonly<Record<string, string>> = { ...SHARED_HEADERS, ...SITE_OPENER_POLICY };
