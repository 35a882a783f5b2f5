/** @jest-environment node */
import { readMarkdown } from "./markdown-source";

describe("readMarkdown", () => {
  it("splits the front matter from the text, keeping a date a string", () => {
    expect(readMarkdown("---\ntitle: First steps\ndate: 2026-03-14\n---\n\nHello.\n")).toEqual({
      ok: true,
      frontMatter: { title: "First steps", date: "2026-03-14" },
      body: "\nHello.\n",
    });
  });

  it("reads Windows line ends and a byte order mark", () => {
    const read = readMarkdown("\uFEFF---\r\ntitle: A\r\n---\r\nText");
    expect(read).toEqual({ ok: true, frontMatter: { title: "A" }, body: "Text" });
  });

  it.each([
    ["Hello.", 'must begin with front matter: a line "---", the fields, then "---" again'],
    ["---\ntitle: A\n\nHello.", 'its front matter is never closed: add a line "---" after the fields'],
    ["---\n- a list\n---\nText", 'its front matter must be fields written as "name: value"'],
    [
      "---\ntitle: A\ndate: 2026-03-14\ntitle: B\n---\n",
      "cannot read the front matter on line 4: a field is written twice",
    ],
  ])("says what is wrong with %j", (source, problem) => {
    expect(readMarkdown(source)).toEqual({ ok: false, problem });
  });

  it("names the line of a YAML mistake, counted in the whole file", () => {
    const read = readMarkdown("---\ntitle: A\ndescription: [unclosed\n---\nText");
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problem).toMatch(/^cannot read the front matter on line \d: /);
  });
});
