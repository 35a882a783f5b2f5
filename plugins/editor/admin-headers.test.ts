/** @jest-environment node */
import { EDIT_SERVER_URL } from "./addresses";
import { ADMIN_HEADERS } from "./admin-headers";

describe("the editor's headers", () => {
  it("keep it out of search engines and let Netlify's login popup report back", () => {
    expect(ADMIN_HEADERS).toMatchObject({
      "X-Robots-Tag": "noindex",
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    });
  });

  it("let it talk to GitHub, Netlify's login and the local backend, and nothing else beyond the site", () => {
    const csp = ADMIN_HEADERS["Content-Security-Policy"]!;
    const { origin } = new URL(EDIT_SERVER_URL);
    expect(csp).toContain(`connect-src 'self' blob: https://api.github.com https://api.netlify.com ${origin};`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/\*/);
  });
});
