import {
  addressProblem,
  describeEntryForm,
  entryFormOf,
  entryFormOfDraft,
  reloadOnEntryMove,
  WrongAddress,
  type FileCollections,
} from "./entry-address";

const COLLECTIONS: FileCollections = [
  { name: "content", label: "Content (English)", files: [{ name: "site", label: "Site", file: "content/site.json" }] },
  {
    name: "content-de",
    label: "Deutsch (content/de/)",
    files: [{ name: "site", label: "Site", file: "content/de/site.json" }],
  },
];

describe("entryFormOf", () => {
  it("names the entry form an address opens, as Decap's router reads it", () => {
    expect(entryFormOf("#/collections/content-de/entries/site")).toBe("content-de/entries/site");
    expect(entryFormOf("#collections/content-de/entries/site")).toBe("content-de/entries/site");
    expect(entryFormOf("#/collections/content/entries/%73ite?ref=workflow")).toBe("content/entries/site");
    expect(entryFormOf("#/collections/posts/entries/2024/hello")).toBe("posts/entries/2024/hello");
    expect(entryFormOf("#/collections/content/new")).toBe("content/new");
    expect(entryFormOf("#/collections/content/entries/%E0%A4%A")).toBe("content/entries/%E0%A4%A");
  });

  it("names none for the editor's other views", () => {
    for (const hash of ["", "#", "#/", "#/collections/content", "#/collections/content/entries/", "#/media"])
      expect(entryFormOf(hash)).toBeNull();
  });

  it("names a draft's form the way its address does", () => {
    expect(entryFormOfDraft("content-de", "site", false)).toBe(entryFormOf("#/collections/content-de/entries/site"));
    expect(entryFormOfDraft("content", "", true)).toBe(entryFormOf("#/collections/content/new"));
  });
});

describe("reloadOnEntryMove", () => {
  /** Moves the address as the browser does, and tells whether the page reloaded or the router saw the move. */
  function setUp(start: string) {
    window.history.replaceState(null, "", start);
    const target = new EventTarget() as unknown as Window;
    Object.defineProperty(target, "location", { get: () => window.location });
    const reload = jest.fn();
    reloadOnEntryMove({ target, reload });
    // Decap's router listens after the editor's own listener, as it starts later.
    const router = jest.fn();
    target.addEventListener("hashchange", router);
    const move = (hash: string) => {
      window.history.pushState(null, "", hash);
      target.dispatchEvent(new Event("hashchange"));
      const seen = { reloaded: reload.mock.calls.length > 0, routed: router.mock.calls.length > 0 };
      reload.mockClear();
      router.mockClear();
      return seen;
    };
    return move;
  }

  it("loads the page again when the address moves from one entry's form to another's", () => {
    const move = setUp("#/collections/content/entries/site");
    expect(move("#/collections/content-de/entries/site")).toEqual({ reloaded: true, routed: false });
  });

  it("compares with the entry the router was last let to, not the address the owner stayed on", () => {
    const move = setUp("#/collections/content/entries/site");
    expect(move("#/collections/content-de/entries/site")).toEqual({ reloaded: true, routed: false });
    // The owner stayed: the router still shows the English Site, so its own address is no move.
    expect(move("#/collections/content/entries/site")).toEqual({ reloaded: false, routed: true });
    expect(move("#/collections/content/entries/projects")).toEqual({ reloaded: true, routed: false });
  });

  it("leaves moves to and from the editor's other views to the router", () => {
    const move = setUp("#/collections/content");
    expect(move("#/collections/content/entries/site")).toEqual({ reloaded: false, routed: true });
    expect(move("#/collections/content")).toEqual({ reloaded: false, routed: true });
    expect(move("#/collections/content-de/entries/site")).toEqual({ reloaded: false, routed: true });
    expect(move("#/collections/content-de/entries/site?ref=workflow")).toEqual({ reloaded: false, routed: true });
  });
});

describe("addressProblem", () => {
  it("lets a form be saved at its own address, or where the address names no entry", () => {
    expect(addressProblem(COLLECTIONS, "content/entries/site", "#/collections/content/entries/site")).toBeUndefined();
    expect(addressProblem(COLLECTIONS, "content/entries/site", "#/collections/content")).toBeUndefined();
  });

  it("refuses a form whose address names another entry, naming both files", () => {
    expect(addressProblem(COLLECTIONS, "content/entries/site", "#/collections/content-de/entries/site")).toBe(
      "this form holds content/site.json, but the address names content/de/site.json. Nothing was saved: reload " +
        "the page to edit content/de/site.json, or go back to #/collections/content/entries/site to save this form.",
    );
  });

  it("describes a form of no known file by its address", () => {
    expect(describeEntryForm(COLLECTIONS, "content/entries/nowhere")).toBe("#/collections/content/entries/nowhere");
    expect(describeEntryForm(COLLECTIONS, "content/new")).toBe("a new entry of Content (English)");
    expect(String(new WrongAddress("this form holds…"))).toBe("Wrong address: this form holds…");
  });
});
