import { rendererDefinitions } from "./renderer-env";

describe("rendererDefinitions", () => {
  const env = { HOME: "/root", CONTENT_DIR: "fixtures/content/odd", GATSBY_SUPABASE_URL: "http://x", NODE_ENV: "x" };

  it("leaves out the variables that only the shell's environment gave", () => {
    const definitions = {
      "process.env": "({})",
      "process.env.HOME": '"/root"',
      "process.env.CONTENT_DIR": '"fixtures/content/odd"',
      "process.env.GATSBY_SUPABASE_URL": '"http://x"',
      "process.env.NODE_ENV": '"production"',
      "process.env.PUBLIC_DIR": '"/site/public"',
      "process.env.BUILD_STAGE": '"build-html"',
      __PAGE_CHUNK_GROUPS__: "{}",
    };
    expect(Object.keys(rendererDefinitions(definitions, env))).toEqual([
      "process.env",
      "process.env.GATSBY_SUPABASE_URL",
      "process.env.NODE_ENV",
      "process.env.PUBLIC_DIR",
      "process.env.BUILD_STAGE",
      "__PAGE_CHUNK_GROUPS__",
    ]);
  });

  it("keeps what a .env file defines, which the shell does not set", () => {
    expect(rendererDefinitions({ "process.env.SITE_NOTE": '"hi"' }, env)).toEqual({ "process.env.SITE_NOTE": '"hi"' });
  });
});
