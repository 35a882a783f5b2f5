import { lstat, readdir } from "node:fs/promises";
import { extname, join } from "node:path";
import { z } from "zod";
import { fileFields, innerType } from "../site-content/fields";
import type { ContentSchemas } from "../site-content/schema";
import { decapConfig, uploadFolder, type DecapField } from "./decap-config";

/**
 * The part of the repository the editor works on, read from the Decap
 * configuration it runs on: each collection's files, and the media folders
 * its uploads go into with the formats their fields take. The local backend
 * refuses every path outside it, so a page that reaches the backend can
 * still change nothing but content.
 */
export interface EditorArea {
  /** Each collection's files by the collection's name, as repository paths ("content/de/site.json"). */
  collections: ReadonlyMap<string, ReadonlySet<string>>;
  /** The files of every collection. */
  entryFiles: ReadonlySet<string>;
  /** The folders of folder collections (the posts), by the collection's name. */
  collectionFolders: ReadonlyMap<string, string>;
  /** The folders of folder collections, with the extension of the entries in them (".md"). */
  entryFolders: ReadonlySet<string>;
  entryExtensions: ReadonlyMap<string, string>;
  /** Each media folder ("content/images/profile") with the extensions its files may have (".jpg"). */
  mediaFolders: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Decap writes a folder that starts at the repository's root with a leading slash ("/content/images"). */
const repositoryPath = (folder: string) => folder.replace(/^\/+/, "").replace(/\/+$/, "");

function fieldMediaFolders(fields: readonly DecapField[]): string[] {
  return fields.flatMap((field) => [
    ...(field.media_folder ? [repositoryPath(field.media_folder)] : []),
    ...fieldMediaFolders(field.fields ?? []),
    ...fieldMediaFolders(field.field ? [field.field] : []),
  ]);
}

/** The formats each upload folder's fields take, by the media folder the configuration gives those fields. */
function uploadFormats(schema: z.ZodType, found: Map<string, Set<string>>): void {
  const inner = innerType(schema);
  const upload = fileFields.get(inner) ?? fileFields.get(schema);
  if (upload) {
    const folder = repositoryPath(uploadFolder(upload.folder).media_folder);
    found.set(folder, new Set([...(found.get(folder) ?? []), ...upload.formats]));
  } else if (inner instanceof z.ZodObject) {
    Object.values(inner.shape as Record<string, z.ZodType>).forEach((field) => uploadFormats(field, found));
  } else if (inner instanceof z.ZodArray) {
    uploadFormats(inner.element as z.ZodType, found);
  }
}

export function editorArea(schemas: ContentSchemas): EditorArea {
  const config = decapConfig(schemas);
  const formats = new Map<string, Set<string>>();
  Object.values(schemas).forEach((schema) => uploadFormats(schema, formats));
  const filesOf = (collection: (typeof config.collections)[number]) => ("files" in collection ? collection.files : []);
  const collections = new Map(
    config.collections.map((collection) => [collection.name, new Set(filesOf(collection).map(({ file }) => file))]),
  );
  const folders = config.collections.flatMap((collection) =>
    "folder" in collection
      ? [{ folder: repositoryPath(collection.folder), extension: `.${collection.extension}`, collection }]
      : [],
  );
  const mediaFolders = [
    repositoryPath(config.media_folder),
    ...config.collections.flatMap((collection) =>
      filesOf(collection).flatMap((file) => fieldMediaFolders(file.fields)),
    ),
    ...folders.flatMap(({ collection }) => [
      repositoryPath(collection.media_folder),
      ...fieldMediaFolders(collection.fields),
    ]),
  ];
  return {
    collections,
    entryFiles: new Set([...collections.values()].flatMap((files) => [...files])),
    collectionFolders: new Map(folders.map(({ folder, collection }) => [collection.name, folder])),
    entryFolders: new Set(folders.map(({ folder }) => folder)),
    entryExtensions: new Map(folders.map(({ folder, extension }) => [folder, extension])),
    mediaFolders: new Map(mediaFolders.map((folder) => [folder, formats.get(folder) ?? new Set<string>()])),
  };
}

/** Every path the area names, to make sure the content check covers each. */
export const areaPaths = (area: EditorArea): string[] => [
  ...area.entryFiles,
  ...area.entryFolders,
  ...area.mediaFolders.keys(),
];

/**
 * What a path in a request stands for: a collection's file, a file in a media
 * folder, a media folder, a folder collection's folder, or either kind of file
 * (what a delete may name).
 */
export type PathRole = "entry" | "media" | "mediaFolder" | "entryFolder" | "entryOrMedia";

const parentOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf("/")));

function isMediaFile(area: EditorArea, path: string): boolean {
  return area.mediaFolders.get(parentOf(path))?.has(extname(path).toLowerCase()) ?? false;
}

/** A collection's file, or an entry straight in a folder collection's folder with its collection's extension. */
export function isEntry(area: EditorArea, path: string): boolean {
  if (area.entryFiles.has(path)) return true;
  const extension = area.entryExtensions.get(parentOf(path));
  return (
    extension !== undefined && path.endsWith(extension) && path.length > parentOf(path).length + 1 + extension.length
  );
}

const ROLE_CHECKS: Record<PathRole, (area: EditorArea, path: string) => boolean> = {
  entry: isEntry,
  media: isMediaFile,
  mediaFolder: (area, path) => area.mediaFolders.has(path),
  entryFolder: (area, path) => area.entryFolders.has(path),
  entryOrMedia: (area, path) => isEntry(area, path) || isMediaFile(area, path),
};

const ROLE_NAMES: Record<PathRole, string> = {
  entry: "a file of the editor's collections, or a post in one of its writing folders",
  media: "a picture or file of the right format in one of the editor's media folders",
  mediaFolder: "one of the editor's media folders",
  entryFolder: "the folder of one of the editor's collections",
  entryOrMedia: "a file of the editor's collections, or a picture or file in one of its media folders",
};

/**
 * Why the editor may not use `path` as `role`, or undefined when it may. The
 * path must be written plainly, relative to the repository with forward
 * slashes, so that what is compared here is what decap-server opens.
 */
export function pathProblem(area: EditorArea, role: PathRole, path: string): string | undefined {
  const shown = JSON.stringify(path);
  if (path.startsWith("/") || /^[a-z]:/i.test(path)) return `${shown} is not a path inside the project`;
  if (path.includes("\\") || [...path].some((character) => character < " "))
    return `${shown} holds a backslash or a control character`;
  const segments = path.split("/");
  if (segments.includes("..")) return `${shown} steps out of its folder with ".."`;
  if (segments.some((segment) => segment.startsWith("."))) return `${shown} names a hidden file or folder`;
  if (segments.includes("")) return `${shown} has an empty part between slashes`;
  return ROLE_CHECKS[role](area, path) ? undefined : `${shown} is not ${ROLE_NAMES[role]}`;
}

export type FileSystemRefusal = { status: 400 | 403; error: string };

/**
 * Why the path may not be opened as it stands on disk: a symbolic link on the
 * way (decap-server follows one anywhere inside the repository, and the
 * content check would look at another file than the one written), or a
 * folder where a file is meant. Parts that do not exist yet are fine.
 */
export async function fileSystemProblem(
  repoRoot: string,
  path: string,
  kind: "file" | "folder",
): Promise<FileSystemRefusal | undefined> {
  const segments = path.split("/");
  let current = repoRoot;
  for (const [index, segment] of segments.entries()) {
    current = join(current, segment);
    const shown = JSON.stringify(segments.slice(0, index + 1).join("/"));
    let stats;
    try {
      stats = await lstat(current);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
    if (stats.isSymbolicLink())
      return { status: 403, error: `${shown} is a symbolic link, and the editor never follows one` };
    const last = index === segments.length - 1;
    if (!last && !stats.isDirectory()) return { status: 400, error: `${shown} is a file, not a folder` };
    if (last && kind === "file" && !stats.isFile()) return { status: 400, error: `${shown} is a folder, not a file` };
    if (last && kind === "folder" && !stats.isDirectory())
      return { status: 400, error: `${shown} is a file, not a folder` };
  }
  // decap-server lists a folder's files and reads each, so a link among them would be read too.
  if (kind === "folder") {
    const link = (await readdir(current, { withFileTypes: true })).find((entry) => entry.isSymbolicLink());
    if (link)
      return {
        status: 403,
        error: `${JSON.stringify(`${path}/${link.name}`)} is a symbolic link, and the editor never follows one`,
      };
  }
  return undefined;
}
