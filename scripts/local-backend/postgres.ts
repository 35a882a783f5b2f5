/**
 * A private PostgreSQL server for the local backend and the backend tests:
 * Debian's postgresql binaries (installed with apt-get when missing), a data
 * directory of our own, 127.0.0.1 only, its unix socket inside our directory.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres`
 * OS user that the Debian package creates.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

const DEBIAN_PG_ROOT = "/usr/lib/postgresql";
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const LOG_TAIL_LINES = 40;
export const SUPERUSER = "postgres";

export interface PostgresOptions {
  /** Holds data/ and run/; created if missing. */
  baseDir: string;
  port: number;
  password: string;
  /** Throwaway cluster: skip fsync, and delete baseDir on stop. */
  ephemeral: boolean;
}

export interface PostgresServer {
  /** Superuser URL of the `postgres` database. */
  url: string;
  stop(): Promise<void>;
}

function newestBinDir(): string | null {
  if (!existsSync(DEBIAN_PG_ROOT)) return null;
  const versions = readdirSync(DEBIAN_PG_ROOT)
    .filter((name) => existsSync(join(DEBIAN_PG_ROOT, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(DEBIAN_PG_ROOT, versions[0], "bin") : null;
}

const isRoot = () => process.getuid?.() === 0;

/** The superuser URL of the `postgres` database of a server of ours on loopback. */
export const superuserUrl = (password: string, port: number) =>
  `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

/** The directory of initdb and postgres, installing Debian's package on a fresh machine. */
export function postgresBinDir(): string {
  const found = newestBinDir();
  if (found) return found;
  console.log("PostgreSQL not found; installing Debian's postgresql package…");
  const run = (args: string[]) =>
    execFileSync(isRoot() ? args[0]! : "sudo", isRoot() ? args.slice(1) : args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  run(["apt-get", "update", "-qq"]);
  run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", "postgresql"]);
  const installed = newestBinDir();
  if (!installed) throw new Error(`apt-get install postgresql left no initdb under ${DEBIAN_PG_ROOT}/*/bin`);
  return installed;
}

function serverUser(): { uid: number; gid: number } | null {
  if (!isRoot()) return null;
  const id = (flag: string) => Number(execFileSync("id", [flag, SUPERUSER], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

function ownedDir(path: string, user: { uid: number; gid: number } | null): string {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  if (user) chownSync(path, user.uid, user.gid);
  return path;
}

/** Waits until *our* server answers: another one on the same port must not pass for it. */
async function waitUntilReady(url: string, dataDir: string, child: ChildProcess, logTail: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`postgres exited before accepting connections:\n${logTail()}`);
    }
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      const { rows } = await client.query<{ data_directory: string }>("show data_directory");
      await client.end();
      if (rows[0]?.data_directory === dataDir) return;
      throw new Error(`port is taken by the PostgreSQL server of ${rows[0]?.data_directory}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`postgres did not accept connections: ${error}\n${logTail()}`);
    }
    await sleep(100);
  }
}

export async function startPostgres({ baseDir, port, password, ephemeral }: PostgresOptions): Promise<PostgresServer> {
  const bin = postgresBinDir();
  const user = serverUser();
  const asServerUser = user ? { uid: user.uid, gid: user.gid } : {};
  ownedDir(baseDir, user);
  const dataDir = join(baseDir, "data");
  const socketDir = ownedDir(join(baseDir, "run"), user);

  if (!existsSync(join(dataDir, "PG_VERSION"))) {
    ownedDir(dataDir, user);
    const passwordFile = join(baseDir, "initdb-password");
    writeFileSync(passwordFile, password, { mode: 0o600 });
    if (user) chownSync(passwordFile, user.uid, user.gid);
    try {
      execFileSync(
        join(bin, "initdb"),
        ["-D", dataDir, "-U", SUPERUSER, "--pwfile", passwordFile, "--auth-local=trust", "--auth-host=scram-sha-256"]
          .concat(["--encoding=UTF8", "--no-locale"])
          .concat(ephemeral ? ["--no-sync"] : []),
        { ...asServerUser, cwd: baseDir, stdio: ["ignore", "ignore", "pipe"] },
      );
    } finally {
      rmSync(passwordFile, { force: true });
    }
  }

  const settings = [`listen_addresses=127.0.0.1`, `port=${port}`, `unix_socket_directories=${socketDir}`];
  if (ephemeral) settings.push("fsync=off", "synchronous_commit=off", "full_page_writes=off");
  const child = spawn(join(bin, "postgres"), ["-D", dataDir, ...settings.flatMap((setting) => ["-c", setting])], {
    ...asServerUser,
    cwd: baseDir,
    stdio: ["ignore", "ignore", "pipe"],
  });
  const log: string[] = [];
  child.stderr?.setEncoding("utf8").on("data", (text: string) => {
    log.push(...text.trimEnd().split("\n"));
    log.splice(0, Math.max(0, log.length - LOG_TAIL_LINES));
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;

  // Last resort when our process dies without stop(): immediate shutdown, no orphaned server.
  const onExit = () => {
    if (running()) child.kill("SIGQUIT");
    if (ephemeral) rmSync(baseDir, { recursive: true, force: true, maxRetries: 3 });
  };
  process.once("exit", onExit);

  const stop = async () => {
    process.removeListener("exit", onExit);
    if (running()) {
      child.kill("SIGINT"); // "fast" shutdown: ends sessions, writes a checkpoint
      const timedOut = await Promise.race([exited.then(() => false), sleep(STOP_TIMEOUT_MS, true, { ref: false })]);
      if (timedOut) {
        child.kill("SIGKILL");
        await exited;
      }
    }
    if (ephemeral) rmSync(baseDir, { recursive: true, force: true });
  };

  const url = superuserUrl(password, port);
  try {
    await waitUntilReady(url, dataDir, child, () => log.join("\n"));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
