/**
 * A build served in a process of its own by scripts/serve.mjs, for the
 * benchmarks that load two builds in turns: resolves with the child once
 * the server answers, so no fixed wait is guessed.
 */
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

export async function serveBuild(dir, port, config = "netlify.toml") {
  const child = spawn("node", ["scripts/serve.mjs", "--dir", dir, "--port", String(port), "--config", config], {
    stdio: "ignore",
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return child;
    } catch {
      await sleep(100);
    }
  }
  child.kill();
  throw new Error(`The build in ${dir} did not answer on port ${port} within 10 s`);
}
