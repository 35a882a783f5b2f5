/**
 * A stand-in for a PostgreSQL server that has stopped answering, for the
 * timeout tests: it accepts connections and then says nothing ("silent"), or
 * completes the start-up handshake and never answers a query ("frozen"),
 * as a server stopped mid-session would.
 */
import { type Socket, createServer } from "node:net";

export interface SilentDatabase {
  url: string;
  close(): Promise<void>;
}

/** AuthenticationOk, then ReadyForQuery (idle): enough for a client to consider itself connected. */
const HANDSHAKE = Buffer.from([
  ...[0x52, 0, 0, 0, 8, 0, 0, 0, 0], // 'R', length 8, auth OK
  ...[0x5a, 0, 0, 0, 5, 0x49], // 'Z', length 5, 'I'
]);

export async function startSilentDatabase(mode: "silent" | "frozen"): Promise<SilentDatabase> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    // The first message is the client's start-up packet; nothing after it is answered.
    if (mode === "frozen") socket.once("data", () => socket.write(HANDSHAKE));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
