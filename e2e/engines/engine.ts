/** The keys the journey presses; each engine maps the names to its protocol's own. */
export type Key = "ArrowLeft" | "Enter";

/**
 * One page of the site in one browser engine, driven as a visitor drives it:
 * the journey sees the engines only through this.
 */
export interface EnginePage {
  /** The browser and its version, for the report line. */
  version: string;
  /** Loads a path of the site and waits for the page's load event. */
  open(path: string): Promise<void>;
  /** Runs a self-contained function in the page (it sees only its arguments) and returns its JSON result. */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** A real pointer click on the first element the CSS selector matches, scrolled into view. */
  click(selector: string): Promise<void>;
  /** Clicks the first link the selector matches and waits for the page it opens to load. */
  follow(selector: string): Promise<void>;
  /** Presses and releases one key in whatever has the focus. */
  press(key: Key): Promise<void>;
  /** Everything that went wrong in the pages so far, one line each: console errors, uncaught errors, CSP violations. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  name: string;
  /** The Debian packages the engine needs, each with a file that shows it is installed. */
  packages: Record<string, string>;
  launch(siteUrl: string): Promise<EnginePage>;
}

/** How long one command to a browser may take, a page load included, before the smoke stops waiting. */
export const COMMAND_TIMEOUT_MS = 30_000;

/** The viewport of the journey: wide enough for the projects carousel's arrows. */
export const VIEWPORT = { width: 1280, height: 800 };

/**
 * An expression that calls `fn` with `args` in the page. tsx compiles named
 * inner functions into calls to its `__name` helper, which only exists in
 * Node, so the page gets a stand-in that leaves each function as it is. The
 * source text goes on lines of its own: source that ends in a line comment
 * (as compiled code ends in `//# sourceMappingURL=…`) would otherwise swallow
 * the call appended after it.
 */
export function pageExpression(fn: (...args: never[]) => unknown, args: readonly unknown[]): string {
  return `((__name) => (\n${fn.toString()}\n)(...${JSON.stringify(args)}))((target) => target)`;
}
