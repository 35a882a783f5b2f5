import { COMMAND_TIMEOUT_MS } from "./engine";
import { waitFor } from "./wait";

/**
 * The few W3C WebDriver commands the journey needs, over plain HTTP: a
 * client library would bring far more than this, and a driver of its own.
 */
export type Command = <T = unknown>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown) => Promise<T>;

/** The key under which WebDriver returns an element reference. */
export const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    // The driver gives up on a page load or script itself at COMMAND_TIMEOUT_MS, with a better message;
    // this only ends a wait on a driver that hangs.
    signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS + 10_000),
  });
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${value.error}: ${value.message}`);
  return value;
}

/** Waits until the driver answers that it is ready; `checkRunning` fails the wait as soon as the driver has exited. */
export async function waitForDriver(driverUrl: string, timeoutMs: number, checkRunning: () => void) {
  const ready = () => {
    checkRunning();
    return call<{ ready: boolean }>("GET", `${driverUrl}/status`).then(
      (status) => status.ready,
      () => false,
    );
  };
  await waitFor(`a WebDriver is ready at ${driverUrl}`, ready, timeoutMs);
}

/** Starts a session and returns its capabilities and a way to send it commands. */
export async function newSession(driverUrl: string, capabilities: Record<string, unknown>) {
  const session = await call<{ sessionId: string; capabilities: Record<string, unknown> }>(
    "POST",
    `${driverUrl}/session`,
    { capabilities: { alwaysMatch: capabilities } },
  );
  const base = `${driverUrl}/session/${session.sessionId}`;
  const command: Command = (method, path, body) => call(method, `${base}${path}`, body);
  return { capabilities: session.capabilities, command };
}
