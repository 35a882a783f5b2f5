/**
 * The tests drive browsers from Debian's packages, never ones a tool
 * downloads. On a fresh machine this installs whichever of them are missing,
 * with apt-get as root and through sudo otherwise.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * `packages` maps each Debian package to a file it installs, which tells
 * whether it is there. Exits the process when a package cannot be installed.
 */
export function ensureDebianPackages(packages) {
  const missing = () => Object.keys(packages).filter((name) => !existsSync(packages[name]));
  const names = missing();
  if (names.length === 0) return;

  console.log(`Not installed: ${names.join(", ")}; installing Debian's packages…`);
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const run = (args) =>
    execFileSync(asRoot ? args[0] : "sudo", asRoot ? args.slice(1) : args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  try {
    run(["apt-get", "update", "-qq"]);
    run(["apt-get", "install", "-y", "-qq", ...names]);
  } catch (error) {
    console.error(
      `Could not install ${names.join(" ")} (${error.message}). Install with: apt-get install ${names.join(" ")}`,
    );
    process.exit(1);
  }
  const still = missing();
  if (still.length > 0) {
    console.error(`Still missing after apt-get: ${still.map((name) => packages[name]).join(", ")}.`);
    process.exit(1);
  }
}
