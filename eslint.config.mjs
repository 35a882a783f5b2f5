import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      ".netlify/",
      ".e2e-content/",
      ".e2e-builds/",
      "node_modules/",
      "types/gatsby-types.d.ts",
      "src/components/sections/page-sections.gen.tsx",
      "test-results/",
      "playwright-report/",
      "perf/**/public/",
      "perf/**/.cache/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, Queries: "readonly" },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Where React code lives: the site and its plugins. The hooks rules analyse every function as a React
    // compiler would, which across the scripts and the end-to-end specs cost a third of the lint's time.
    files: ["src/**/*.{ts,tsx}", "plugins/**/*.{ts,tsx}", "*.tsx"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "18" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      "react/prop-types": "off",
      // An icon from its own module: through lucide's index every build and test compiled its 2,000 icons.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "lucide-react", allowTypeImports: true, message: 'Import "lucide-react/icons/<name>".' }] },
      ],
    },
  },
  {
    // Sent to the browser as their source text (src/boot/inline-script.ts), untranspiled: ES2017 at most.
    files: ["src/boot/*-script.ts", "src/boot/early-input.ts", "src/boot/early-swipes.ts", "src/lib/preload.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "ChainExpression", message: "Optional chaining is newer than ES2017." },
        { selector: "LogicalExpression[operator='??']", message: "?? is newer than ES2017." },
        { selector: "CatchClause[param=null]", message: "A catch without a binding is newer than ES2017." },
        { selector: "ObjectExpression > SpreadElement", message: "Object spread is newer than ES2017." },
        { selector: "ObjectPattern > RestElement", message: "Object rest is newer than ES2017." },
        {
          selector: "AssignmentExpression[operator=/^(\\?\\?|\\|\\||&&)=$/]",
          message: "Logical assignment is newer than ES2017.",
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Callbacks passed to Playwright run in the page.
    files: ["scripts/screenshots.mjs", "scripts/hero-timing.mjs"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["**/*.test.{ts,tsx}", "__mocks__/**", "jest.setup.ts"],
    languageOptions: { globals: { ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
