import { spawn } from "node:child_process";
import type { Readable } from "node:stream";
import { supervise } from "./child-process";

export const XVFB_PATH = "/usr/bin/Xvfb";

export type VirtualDisplay = Awaited<ReturnType<typeof startVirtualDisplay>>;

/**
 * A virtual X screen for WebKitGTK. Xvfb picks a free display itself and
 * writes its number to a pipe (-displayfd), so two test runs on one machine
 * never race for the same display as with xvfb-run --auto-servernum.
 */
export async function startVirtualDisplay(screen: string, timeoutMs: number) {
  const xvfb = spawn(XVFB_PATH, ["-displayfd", "3", "-screen", "0", screen, "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  const supervised = supervise(xvfb, "Xvfb");
  try {
    const display = await new Promise<string>((resolve, reject) => {
      let written = "";
      (xvfb.stdio[3] as Readable).on("data", (chunk) => {
        written += String(chunk);
        if (written.includes("\n")) resolve(`:${written.trim()}`);
      });
      xvfb.once("exit", () => reject(new Error(`Xvfb could not start. ${supervised.lastWords()}`)));
      setTimeout(() => reject(new Error(`Xvfb named no display in ${timeoutMs / 1000} s`)), timeoutMs).unref();
    });
    return { display, stop: supervised.stop };
  } catch (error) {
    await supervised.stop();
    throw error;
  }
}
