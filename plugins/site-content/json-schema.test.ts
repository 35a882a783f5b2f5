/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { fixtureDir } from "../../src/test-utils/fixture-content";
import { generatedFiles, staleGeneratedFiles } from "./generated-files";
import { JSON_SCHEMA_DIR, TRANSLATION_SCHEMA_DIR, contentJsonSchemas, jsonSchemaFileName } from "./json-schema";
import { createContentSchemas } from "./schema";

const ROOT = join(__dirname, "../..");
const schemas = createContentSchemas("/nowhere");

describe("the content files' JSON Schemas", () => {
  it("and the field reference are committed as the schema generates them (`npm run content:schemas`)", () => {
    expect(staleGeneratedFiles(ROOT, generatedFiles(schemas))).toEqual([]);
  });

  it("describe every field, so editors can say what each one is for", () => {
    const undescribed: string[] = [];
    const visit = (node: Record<string, unknown>, path: string) => {
      const properties = (node.properties ?? {}) as Record<string, Record<string, unknown>>;
      for (const [key, property] of Object.entries(properties)) {
        if (typeof property.description !== "string") undescribed.push(`${path}.${key}`);
        visit(property, `${path}.${key}`);
        if (property.items) visit(property.items as Record<string, unknown>, `${path}.${key}[]`);
      }
    };
    for (const [name, text] of Object.entries(contentJsonSchemas(schemas))) visit(JSON.parse(text), name);
    expect(undescribed).toEqual([]);
  });

  it("carry each list's range and each text's length limit", () => {
    const site = JSON.parse(contentJsonSchemas(schemas)["site.schema.json"]!);
    expect(site.properties.heroPhotos).toMatchObject({ minItems: 1, maxItems: 12 });
    expect(site.properties.name).toMatchObject({ type: "string", minLength: 1, maxLength: 80 });
    expect(site.properties.contactActions.items.properties.action.enum).toEqual([
      "email",
      "schedule",
      "linkedin",
      "projects",
    ]);
  });

  it.each(["full", "odd"] as const)("are named by every %s test content file", (set) => {
    const files = readdirSync(fixtureDir(set)).filter((name) => name.endsWith(".json"));
    for (const name of files) {
      const { $schema } = JSON.parse(readFileSync(join(fixtureDir(set), name), "utf8"));
      expect($schema).toBe(`../../../${JSON_SCHEMA_DIR}/${jsonSchemaFileName(name)}`);
    }
  });

  it("of a language's folder are named by every file of the full test content's German folder", () => {
    const dir = join(fixtureDir("full"), "de");
    for (const name of readdirSync(dir).filter((file) => file.endsWith(".json"))) {
      const { $schema } = JSON.parse(readFileSync(join(dir, name), "utf8"));
      expect($schema).toBe(`../../../../${JSON_SCHEMA_DIR}/${TRANSLATION_SCHEMA_DIR}/${jsonSchemaFileName(name)}`);
    }
  });
});

describe("an editor validating with them", () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const validators = Object.fromEntries(
    Object.entries(contentJsonSchemas(schemas)).map(([name, text]) => [name, ajv.compile(JSON.parse(text))]),
  );
  const check = (
    set: "full" | "odd" | "full/de",
    name: string,
    change: (data: Record<string, unknown>) => void = () => {},
  ) => {
    const [fixture, language] = set.split("/") as ["full" | "odd", string | undefined];
    const data = JSON.parse(readFileSync(join(fixtureDir(fixture), language ?? "", name), "utf8"));
    change(data);
    const validate = validators[`${language ? `${TRANSLATION_SCHEMA_DIR}/` : ""}${jsonSchemaFileName(name)}`]!;
    return validate(data) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  };

  it.each(["full", "odd", "full/de"] as const)("finds nothing wrong in the %s test content", (set) => {
    for (const name of readdirSync(join(fixtureDir("full"), "..", set)).filter((file) => file.endsWith(".json"))) {
      expect(check(set, name)).toEqual([]);
    }
  });

  it("flags what the build would reject: a misspelt field, a long list, an unknown icon", () => {
    expect(check("full", "projects.json", (data) => Object.assign(data, { projekts: [] }))).toEqual([
      " must NOT have additional properties",
    ]);
    const photos = (data: Record<string, unknown>) => {
      const list = data.heroPhotos as unknown[];
      data.heroPhotos = [...list, ...list];
    };
    expect(check("full", "site.json", photos)).toEqual(["/heroPhotos must NOT have more than 12 items"]);
    const icon = (data: Record<string, unknown>) => ((data.skills as { icon: string }[])[0]!.icon = "brian");
    expect(check("full", "skills.json", icon)).toEqual(["/skills/0/icon must be equal to one of the allowed values"]);
  });

  it("flags a path the build would not take, and an accent in CSS's short form", () => {
    const cv = (path: string) => (data: Record<string, unknown>) => Object.assign(data, { cv: path });
    for (const path of [
      "files\\alex-mustermann-cv.pdf",
      "files/alex-mustermann-cv.pdf/",
      "./files/cv.pdf",
      "/files/cv.pdf",
    ]) {
      expect(check("full", "site.json", cv(path))).toEqual([expect.stringMatching(/^\/cv must match pattern /)]);
    }
    expect(check("full", "site.json", (data) => Object.assign(data, { accent: "#abc" }))).toEqual([
      expect.stringMatching(/^\/accent must match pattern /),
    ]);
    expect(check("full", "site.json", (data) => Object.assign(data, { accent: "#AABBCC" }))).toEqual([]);
  });

  it("in a language's folder, takes a file that gives only some texts, and flags what the build would reject", () => {
    expect(check("full/de", "site.json", (data) => delete data.title)).toEqual([]);
    expect(check("full/de", "site.json", (data) => Object.assign(data, { languages: ["de"] }))).toEqual([
      " must NOT have additional properties",
    ]);
    const topicWithoutId = (data: Record<string, unknown>) => delete (data.topics as { id?: string }[])[0]!.id;
    expect(check("full/de", "chat.json", topicWithoutId)).toEqual(["/topics/0 must have required property 'id'"]);
    const oneTopic = (data: Record<string, unknown>) => (data.topics = (data.topics as unknown[]).slice(0, 1));
    expect(check("full/de", "chat.json", oneTopic)).toEqual([]);
  });
});
