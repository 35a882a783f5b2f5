/** @jest-environment node */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fixtureDir } from "../../src/test-utils/fixture-content";
import {
  FILE_PATH_PATTERN,
  cleanPath,
  fileSystemProblem,
  missingFileProblem,
  outsideLinkProblem,
  writtenPathProblem,
} from "./path-checks";

const CV = "files/alex-mustermann-cv.pdf";
const PHOTO = "images/profile/portrait-1.jpg";

describe("writtenPathProblem", () => {
  it.each([CV, PHOTO, "images/..hidden.svg", "a:b.jpg", "files/cv.v2.pdf"])("accepts %j", (path) => {
    expect(writtenPathProblem(path, "content")).toBeUndefined();
  });

  it.each([
    ["files\\alex-mustermann-cv.pdf", `must use "/" between folders, not "\\": write "${CV}"`],
    ["images\\profile\\portrait-1.jpg", `must use "/" between folders, not "\\": write "${PHOTO}"`],
    [`${CV}/`, `must name a file, without a "/" at the end: write "${CV}"`],
    [`${PHOTO}/`, `must name a file, without a "/" at the end: write "${PHOTO}"`],
    [`./${CV}`, `must be written from content/ without "./", "../" or "//": write "${CV}"`],
    [`files/../${CV}`, `must be written from content/ without "./", "../" or "//": write "${CV}"`],
    ["files//alex-mustermann-cv.pdf", `must be written from content/ without "./", "../" or "//": write "${CV}"`],
    [`${CV}/.`, `must be written from content/ without "./", "../" or "//": write "${CV}"`],
    [`/${CV}`, `must be written from content/, without a "/" at the start: write "${CV}"`],
  ])("asks for the clean form of %j", (path, rule) => {
    expect(writtenPathProblem(path, "content")).toBe(`${rule} (found "${path}")`);
  });

  it.each([
    "../static/favicon.svg",
    "..\\static\\favicon.svg",
    "files/../../x.pdf",
    "C:\\Users\\alex\\cv.pdf",
    "c:/Users/alex/cv.pdf",
    "\\\\server\\share\\cv.pdf",
    "//server/share/cv.pdf",
    ".",
    "./",
  ])("says %j leaves the content folder, naming the folder", (path) => {
    expect(writtenPathProblem(path, "fixtures/content/full")).toBe(
      `must be a path inside fixtures/content/full/ (found "${path}")`,
    );
  });

  it("is what the editors' JSON Schema pattern says, for every path above and more", () => {
    const paths = [
      CV,
      "images/..hidden.svg",
      "a:b.jpg",
      "files\\cv.pdf",
      `${CV}/`,
      `./${CV}`,
      `files/../${CV}`,
      "files//cv.pdf",
      `${CV}/.`,
      `${CV}/..`,
      `/${CV}`,
      "../static/favicon.svg",
      "C:\\cv.pdf",
      "c:/cv.pdf",
      "//server/cv.pdf",
      ".",
      "..",
      "./",
    ];
    const pattern = new RegExp(FILE_PATH_PATTERN, "u");
    for (const path of paths) expect([path, pattern.test(path)]).toEqual([path, cleanPath(path) === path]);
  });
});

describe("the checks that read the content folder", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "paths-"));
    cpSync(fixtureDir("full"), dir, { recursive: true });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("find a file written in its exact letter case", () => {
    expect(missingFileProblem(dir, CV, "content")).toBeUndefined();
    expect(outsideLinkProblem(dir, CV, "content")).toBeUndefined();
  });

  it("say a path that runs on through a file does not exist, rather than throwing ENOTDIR", () => {
    expect(missingFileProblem(dir, `${CV}/more.pdf`, "content")).toBe(
      `points to "${CV}/more.pdf", which does not exist under content/`,
    );
    expect(outsideLinkProblem(dir, `${CV}/more.pdf`, "content")).toBe(
      `points to "${CV}/more.pdf", which does not exist under content/`,
    );
  });

  it("say a folder is not a file", () => {
    expect(missingFileProblem(dir, "images/profile", "content")).toBe(
      'points to "images/profile", which is a folder; name a file in it',
    );
  });

  it("say so when the content folder itself is gone", () => {
    expect(missingFileProblem(join(dir, "gone"), CV, "content")).toBe(
      `points to "${CV}", which does not exist under content/`,
    );
  });
});

describe("fileSystemProblem", () => {
  const failure = (code: string) => Object.assign(new Error(`${code}: the file system says no`), { code });

  it.each([
    ["ENOENT", `points to "${CV}", which does not exist under content/`],
    ["ENOTDIR", `points to "${CV}", which does not exist under content/`],
    ["EACCES", `points to "${CV}", which the build is not allowed to read (EACCES); check the file's permissions`],
    ["EPERM", `points to "${CV}", which the build is not allowed to read (EPERM); check the file's permissions`],
    ["EIO", `points to "${CV}", which cannot be read (EIO); copy the file into content/ again`],
  ])("turns %s into one line about the path", (code, message) => {
    expect(fileSystemProblem(failure(code), CV, "content")).toBe(message);
  });

  it("keeps only the first line of an error without a code", () => {
    expect(fileSystemProblem(new Error("gone\n    at somewhere (x.js:1:1)"), CV, "content")).toBe(
      `points to "${CV}", which cannot be read (gone); copy the file into content/ again`,
    );
  });
});
