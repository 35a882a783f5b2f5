/** The editor's collection of the first language's files, content/*.json. */
export const FIRST_COLLECTION = "content";

/** The collection of a further language's folder, content/<code>/. */
export const languageCollection = (code: string) => `${FIRST_COLLECTION}-${code}`;

/** The language code of a further language's collection, or null for the first language's. */
export function collectionLanguage(collection: string): string | null {
  return collection.startsWith(`${FIRST_COLLECTION}-`) ? collection.slice(FIRST_COLLECTION.length + 1) : null;
}
