import { createServer } from "node:net";

/**
 * A loopback port nothing listened on a moment ago, for a server that must be
 * told its port up front (the site's server, WebKitWebDriver, the local
 * backend). Fixed ports would clash when another checkout runs its tests on
 * the same machine.
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
