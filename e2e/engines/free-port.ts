import { createServer, type AddressInfo } from "node:net";

/**
 * A port nothing listens on right now, for a server that must be told its
 * port up front (the site's server, WebKitWebDriver). Fixed ports would clash
 * when another checkout runs its tests on the same machine.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
