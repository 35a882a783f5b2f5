/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { copyProject } from "./project-copy.mjs";

describe("copyProject", () => {
  let project: string;
  let target: string;
  const write = (path: string, text: string) => {
    mkdirSync(join(project, path, ".."), { recursive: true });
    writeFileSync(join(project, path), text);
  };

  beforeEach(() => {
    project = mkdtempSync(join(tmpdir(), "project-copy-"));
    target = mkdtempSync(join(tmpdir(), "project-copy-target-"));
    execFileSync("git", ["init", "--quiet"], { cwd: project });
    write(".gitignore", "public/\n");
    write("src/page.tsx", "tracked\n");
    write("content/site.json", "{}\n");
    write("gone.txt", "tracked, then deleted\n");
    execFileSync("git", ["add", "."], { cwd: project });
    rmSync(join(project, "gone.txt"));
    write("src/new.tsx", "not yet tracked\n");
    write("public/index.html", "build output\n");
    mkdirSync(join(project, "node_modules"));
  });

  afterEach(() => {
    rmSync(project, { recursive: true, force: true });
    rmSync(target, { recursive: true, force: true });
  });

  it("copies the working copy's sources, not what git ignores, and links node_modules", () => {
    write("src/page.tsx", "edited\n");
    expect(copyProject(project, target)).toBe(4);
    expect(readFileSync(join(target, "src/page.tsx"), "utf8")).toBe("edited\n");
    expect(existsSync(join(target, "src/new.tsx"))).toBe(true);
    expect(existsSync(join(target, "content/site.json"))).toBe(true);
    expect(existsSync(join(target, "public"))).toBe(false);
    expect(existsSync(join(target, "gone.txt"))).toBe(false);
    expect(lstatSync(join(target, "node_modules")).isSymbolicLink()).toBe(true);
  });

  it("leaves out the folders it is told to", () => {
    copyProject(project, target, { leaveOut: ["content"] });
    expect(existsSync(join(target, "content"))).toBe(false);
    expect(existsSync(join(target, "src/page.tsx"))).toBe(true);
  });
});
