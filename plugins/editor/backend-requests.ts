import { z } from "zod";
import { pathProblem, type EditorArea, type PathRole } from "./editor-area";

/**
 * The requests the local backend answers, one schema per decap-server
 * action, with every path checked against the editor's area. They ask at
 * least what decap-server's own validation asks, so nothing that passes here
 * is refused or misread further on; decap-server's actions for the editorial
 * workflow are left out, since its file mode answers none of them.
 */

/** Marks a refused path, which is answered 403 where a malformed request is answered 400. */
const REFUSED_PATH = "refusedPath";

export function requestSchemas(area: EditorArea) {
  // decap-server refuses empty strings everywhere.
  const text = z.string().min(1);
  const path = (role: PathRole) =>
    text.superRefine((value, context) => {
      const problem = pathProblem(area, role, value);
      if (problem) context.addIssue({ code: "custom", message: problem, params: { [REFUSED_PATH]: true } });
    });
  const params = <Shape extends z.ZodRawShape>(shape: Shape) => z.object({ branch: text, ...shape });
  const commit = z.object({ commitMessage: text });
  const asset = z.object({ path: path("media"), content: text, encoding: z.literal("base64") });
  const dataFile = z.object({ slug: text, path: path("entry"), raw: text, newPath: path("entry").optional() });
  const request = <Action extends string, Params extends z.ZodType>(action: Action, params: Params) =>
    z.object({ action: z.literal(action), params });

  return {
    // The editor asks for it without params, to learn whether the local backend runs at all.
    info: request("info", z.unknown().optional()),
    entriesByFolder: request(
      "entriesByFolder",
      params({ folder: path("entryFolder"), extension: text, depth: z.number().int().positive() }),
    ),
    entriesByFiles: request(
      "entriesByFiles",
      params({ files: z.array(z.object({ path: path("entry"), label: z.string().optional() })) }),
    ),
    getEntry: request("getEntry", params({ path: path("entry") })),
    persistEntry: request(
      "persistEntry",
      params({
        cmsLabelPrefix: z.string().optional(),
        entry: dataFile.optional(),
        dataFiles: z.array(dataFile).min(1).optional(),
        assets: z.array(asset),
        options: z.object({
          collectionName: text.optional(),
          commitMessage: text,
          useWorkflow: z.boolean(),
          status: text,
          hasSubfolders: z.boolean().optional(),
        }),
      })
        .refine(({ entry, dataFiles }) => (entry === undefined) !== (dataFiles === undefined), {
          message: "must hold either entry or dataFiles, not both",
        })
        .refine(
          ({ entry, dataFiles = [], assets }) => {
            // decap-server writes them all at once, so a path named twice would end as either write.
            const paths = [...(entry ? [entry] : dataFiles), ...assets].map((file) => file.path);
            return new Set(paths).size === paths.length;
          },
          { message: "names one file twice" },
        ),
    ),
    getMedia: request("getMedia", params({ mediaFolder: path("mediaFolder") })),
    getMediaFile: request("getMediaFile", params({ path: path("media") })),
    persistMedia: request("persistMedia", params({ asset, options: commit })),
    deleteFile: request("deleteFile", params({ path: path("entryOrMedia"), options: commit })),
    deleteFiles: request("deleteFiles", params({ paths: z.array(path("entryOrMedia")).min(1), options: commit })),
    getDeployPreview: request("getDeployPreview", params({ collection: text, slug: text })),
  };
}

export type RequestSchemas = ReturnType<typeof requestSchemas>;
export type BackendAction = keyof RequestSchemas;
export type BackendRequest = { [Action in BackendAction]: z.infer<RequestSchemas[Action]> }[BackendAction];
export type Refusal = { status: 400 | 403; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  return { string: "text", number: "a number", boolean: "true or false", object: "an object" }[typeof value as string]!;
}

const EXPECTED: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
};

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      typeof node === "object" && node !== null ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    body,
  );
}

/** "params.dataFiles[0].path" */
const placeOf = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (place, key) => (typeof key === "number" ? `${place}[${key}]` : `${place}${place ? "." : ""}${String(key)}`),
    "",
  );

function describeIssue(issue: z.core.$ZodIssue, body: unknown): string {
  const place = placeOf(issue.path);
  switch (issue.code) {
    case "invalid_type": {
      const found = valueAt(body, issue.path);
      if (found === undefined) return `${place} is missing`;
      return `${place} must be ${EXPECTED[issue.expected] ?? issue.expected}, not ${kindOf(found)}`;
    }
    case "too_small":
      return `${place} must not be empty`;
    case "invalid_value":
      return `${place} must be ${issue.values.map((value) => JSON.stringify(value)).join(" or ")}`;
    default:
      return `${place}: ${issue.message}`;
  }
}

/** The request as its action's schema reads it, or why it is refused, in words for the editor's message. */
export function parseRequest(
  schemas: RequestSchemas,
  body: unknown,
): { ok: true; request: BackendRequest } | ({ ok: false } & Refusal) {
  if (!isRecord(body))
    return { ok: false, status: 400, error: `The request must be a JSON object, not ${kindOf(body)}.` };
  const { action } = body;
  if (typeof action !== "string" || !Object.hasOwn(schemas, action))
    return {
      ok: false,
      status: 400,
      error: `${JSON.stringify(action ?? null)} is not an action this backend answers; it answers ${Object.keys(schemas).join(", ")}.`,
    };
  const result = schemas[action as BackendAction].safeParse(body);
  if (result.success) return { ok: true, request: result.data as BackendRequest };
  const refusedPaths = result.error.issues.every((issue) => issue.code === "custom" && issue.params?.[REFUSED_PATH]);
  return {
    ok: false,
    status: refusedPaths ? 403 : 400,
    error: `The ${action} request was refused:\n${result.error.issues.map((issue) => describeIssue(issue, body)).join("\n")}`,
  };
}
