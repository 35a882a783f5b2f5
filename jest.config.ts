import type { Config } from "jest";

// The unit tests run in a zone away from UTC, so code that reads UTC where it means local time
// (the chat's clock, say) fails here and not only on a visitor's phone. Workers inherit it.
process.env.TZ = "Europe/Vienna";

const config: Config = {
  testEnvironment: "jsdom",
  // __mocks__ must sit under a root for Jest to mock node modules with it (gatsby: Link, graphql).
  roots: [
    "<rootDir>/src",
    "<rootDir>/plugins",
    "<rootDir>/scripts",
    "<rootDir>/supabase",
    "<rootDir>/patches",
    "<rootDir>/__mocks__",
  ],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  // *.db.test.ts need a PostgreSQL server: `npm run test:backend` (jest.backend.config.ts).
  testPathIgnorePatterns: ["/node_modules/", "\\.db\\.test\\.ts$"],
  transform: {
    "^.+\\.m?[jt]sx?$": [
      "@swc/jest",
      {
        jsc: { parser: { syntax: "typescript", tsx: true }, transform: { react: { runtime: "automatic" } } },
        module: { type: "commonjs" },
      },
    ],
  },
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|svg|webp|avif|pdf)$": "<rootDir>/__mocks__/file-mock.ts",
  },
  // Gatsby, the chat's stemmer, Netlify's header and redirect parsers (with three of their packages), the
  // typesetter (retext and its unified family), the posts' Markdown pipeline (remark, rehype and theirs) and
  // the feed writer ship ES modules that Jest must transpile; so do lucide's icons, each imported from its own module.
  transformIgnorePatterns: [
    `node_modules/(?!(${[
      "gatsby|gatsby-script|gatsby-link|stemmer|@netlify/headers-parser|@netlify/redirect-parser|path-exists",
      "filter-obj|is-plain-obj|escape-string-regexp|retext[^/]*|unified|bail|devlop|trough|vfile[^/]*|unist-[^/]*",
      "nlcst-[^/]*|parse-latin|array-iterate",
      "remark-[^/]*|rehype-[^/]*|mdast-[^/]*|hast-[^/]*|micromark[^/]*|@ungap/structured-clone|ccount",
      "character-entities[^/]*|comma-separated-tokens|space-separated-tokens|decode-named-character-reference",
      "github-slugger|html-void-elements|is-absolute-url|longest-streak|lowlight|markdown-table|property-information",
      "stringify-entities|trim-lines|zwitch|feed|lucide-react",
    ].join("|")})/)`,
  ],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  // Above waitFor's limit (jest.setup.ts), so a slow lazy import reports what it waited for.
  testTimeout: 20_000,
};

export default config;
