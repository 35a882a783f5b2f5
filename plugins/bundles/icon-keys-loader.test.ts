import { readFileSync } from "node:fs";
import { join } from "node:path";

// The loader is CommonJS, as webpack requires it.
const dropIconKeys = require("./icon-keys-loader.cjs") as (source: string) => string;

const ICONS = join(__dirname, "..", "..", "node_modules", "lucide-react", "dist", "esm", "icons");

/** An icon module's data, read as its object literal. */
function iconData(source: string): unknown {
  const literal = /const __iconData = (\{[\s\S]*?\n\});/.exec(source)?.[1];
  if (!literal) throw new Error("no __iconData in the module");
  return new Function(`return (${literal});`)();
}

describe("icon-keys-loader", () => {
  it.each(["users", "pen-line", "shield-check", "pause"])(
    "keeps %s's every shape and attribute but its paths' keys",
    (name) => {
      const source = readFileSync(join(ICONS, `${name}.mjs`), "utf8");
      const slim = dropIconKeys(source);
      expect(slim).not.toMatch(/\bkey:/);
      const withKeys = iconData(source) as { node: [string, Record<string, string>][] };
      const expected = {
        ...withKeys,
        node: withKeys.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]),
      };
      expect(iconData(slim)).toEqual(expected);
    },
  );

  it("leaves a key that is part of a value, and a module without keys, as written", () => {
    const source = 'const a = { d: "M0 0", title: "key: \\"x\\"" };\nexport { a };';
    expect(dropIconKeys(source)).toBe(source);
  });
});
