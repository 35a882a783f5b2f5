/**
 * Keeps the editor's form on the entry its address names. Decap loads an
 * entry when its form opens and keeps that form while the address moves
 * straight to another entry (a typed address, a bookmark, the browser's
 * history): the header and the collection follow the address, the form keeps
 * the first entry, and a save writes the first entry's file under the other
 * collection's name. So such a move loads the page afresh at the new address,
 * and a save whose form is not the entry of the address is refused.
 */

/** An entry form as its address names it: "content-de/entries/site", or "content/new" for a new entry's. */
export type EntryForm = string;

/** The entry form an editor address (its hash) opens, or null for the editor's other views. */
export function entryFormOf(hash: string): EntryForm | null {
  // Decap's router reads the hash as a decoded path, with or without its leading slash, before any query.
  const raw = hash.replace(/^#\/?/, "").split("?")[0]!;
  let path = raw;
  try {
    path = decodeURI(raw);
  } catch {
    // A malformed escape is left as written, as Decap's router leaves it.
  }
  const match = /^collections\/([^/]+)\/(entries\/.+|new)$/.exec(path);
  return match ? `${match[1]}/${match[2]}` : null;
}

/** The entry form of a draft Decap holds: its collection and slug, or its collection's new-entry form. */
export const entryFormOfDraft = (collection: string, slug: string, isNew: boolean): EntryForm =>
  isNew ? `${collection}/new` : `${collection}/entries/${slug}`;

export interface EntryAddressOptions {
  /** The window whose address the editor follows. */
  target?: Window;
  /** Loads the page again at its current address. */
  reload?: () => void;
}

/**
 * Loads the page afresh whenever its address moves from one entry form to
 * another, before Decap's router sees the move: the new page opens the entry
 * of its address. Decap asks before the page unloads while its form holds
 * unsaved changes; if the owner stays, Decap's router has not moved, so the
 * form, the header and a save all still belong to the first entry. Must be
 * called before Decap starts, so this listener runs before its router's.
 */
export function reloadOnEntryMove({
  target = window,
  reload = () => target.location.reload(),
}: EntryAddressOptions = {}): void {
  // The entry form Decap's router was last let to: its form is the one on the page.
  let routed = entryFormOf(target.location.hash);
  const onHashChange = (event: Event) => {
    const next = entryFormOf(target.location.hash);
    if (routed !== null && next !== null && next !== routed) {
      event.stopImmediatePropagation();
      reload();
      return;
    }
    routed = next;
  };
  target.addEventListener("hashchange", onHashChange, { capture: true });
}

/** The editor's collections as its configuration lists them: a list of files, or a folder of posts. */
export type FileCollections = {
  name: string;
  label: string;
  files?: { name: string; label: string; file: string }[];
  folder?: string;
}[];

/** An entry form in the owner's words: its file, else its address. */
export function describeEntryForm(collections: FileCollections, form: EntryForm): string {
  const [name, view, ...slug] = form.split("/");
  const collection = collections.find((candidate) => candidate.name === name);
  const file =
    view === "entries" ? collection?.files?.find((candidate) => candidate.name === slug.join("/")) : undefined;
  if (file) return file.file;
  if (collection?.folder && view === "entries") return `${collection.folder}/${slug.join("/")}`;
  if (collection && view === "new") return `a new entry of ${collection.label}`;
  return `#/collections/${form}`;
}

/**
 * Why the draft of `form` may not be saved while the page's address is
 * `hash`, in words for the owner, or undefined when it may. Reached only when
 * the form and the address have parted some other way (say, the owner chose
 * to stay on the page when a new address would have loaded it again): a save
 * then could write one entry's text into another's file.
 */
export function addressProblem(collections: FileCollections, form: EntryForm, hash: string): string | undefined {
  const named = entryFormOf(hash);
  if (named === null || named === form) return undefined;
  const there = describeEntryForm(collections, named);
  return (
    `this form holds ${describeEntryForm(collections, form)}, but the address names ${there}. Nothing was saved: ` +
    `reload the page to edit ${there}, or go back to #/collections/${form} to save this form.`
  );
}

/** A save refused by `addressProblem`; Decap shows it as "Failed to persist entry: Wrong address: …". */
export class WrongAddress extends Error {
  override name = "Wrong address";
}
