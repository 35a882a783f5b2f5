/**
 * The end-to-end suites and the content each one is built from. The full
 * suite checks every behaviour on the full test content; the odd content
 * (one project, two photos, names with diacritics…) runs the layouts at the
 * ends of their ranges; the owner's suite checks only what holds for any
 * valid content/, so the owner's edits are tested without the tests knowing
 * them. The shaped suite builds content whose site.json hides, reorders,
 * recolours and rewords (written by shaped-content.ts before it is built). The
 * editor's suite runs on the full build in a run of its own: starting the
 * editor's large script beside the other specs slowed their pages past their
 * limits. `npm test` runs it beside its steps that are not browser suites.
 */
export const E2E_SUITES = {
  full: { contentDir: "fixtures/content/full", specs: null },
  editor: { contentDir: "fixtures/content/full", specs: /editor\.spec\.ts$/ },
  odd: { contentDir: "fixtures/content/odd", specs: /extremes\.spec\.ts$/ },
  owner: { contentDir: "content", specs: /owner-content\.spec\.ts$/ },
  shaped: { contentDir: ".e2e-content/shaped", specs: /shaped\.spec\.ts$/ },
} as const;

export type E2eSuite = keyof typeof E2E_SUITES;

export function e2eSuite(name = process.env.E2E_SUITE || "full"): E2eSuite {
  if (!(name in E2E_SUITES)) throw new Error(`E2E_SUITE must be one of ${Object.keys(E2E_SUITES).join(", ")}`);
  return name as E2eSuite;
}

/** The specs that only make sense on their own suite's content. */
export const SUITE_ONLY_SPECS = Object.values(E2E_SUITES).flatMap(({ specs }) => (specs ? [specs] : []));

/** Set while the section guide's build is checked: the per-section axe scan runs there, where the a11y spec does not. */
export const SECTION_GUIDE_CHECK = "SECTION_GUIDE_CHECK";
