import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";

const LOG_CHARS = 1500;
const STOP_MS = 5_000;

export type Supervised = ReturnType<typeof supervise>;

/**
 * Looks after a helper process of the smoke (Xvfb, WebKitWebDriver). It keeps
 * the end of what the process writes to stderr, to say why it failed (reading
 * also keeps a full pipe from stalling it). It stops the process, with its
 * whole process group when `group` (a detached child leads one, which holds
 * what it started), and kills it when this process exits first (Ctrl-C
 * included: scripts/test-engines.ts turns signals into an exit), so nothing
 * is left running on a shared machine.
 */
export function supervise(child: ChildProcess, name: string, { group = false } = {}) {
  let log = "";
  child.stderr?.on("data", (chunk) => (log = (log + String(chunk)).slice(-LOG_CHARS)));
  const exited = once(child, "exit");
  const running = () => child.exitCode === null && child.signalCode === null;
  const kill = (signal: NodeJS.Signals) => {
    try {
      if (group) process.kill(-child.pid!, signal);
      else if (running()) child.kill(signal);
    } catch {
      // The group has ended already.
    }
  };
  const killOnExit = () => kill("SIGKILL");
  process.on("exit", killOnExit);
  const lastWords = () => `${name} wrote: ${log.trim() || "nothing"}`;

  return {
    lastWords,
    /** Fails with the process's last words once it has exited. */
    checkRunning() {
      if (!running()) throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}). ${lastWords()}`);
    },
    async stop() {
      process.off("exit", killOnExit);
      const wasRunning = running();
      kill("SIGTERM");
      if (!wasRunning) return;
      const timedOut = await Promise.race([exited.then(() => false), sleep(STOP_MS).then(() => true)]);
      if (timedOut) kill("SIGKILL");
      await exited;
    },
  };
}
