/** @jest-environment node */
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { request as httpRequest, type OutgoingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fixtureDir } from "../../src/test-utils/fixture-content";
import { validateContent } from "../site-content/validate";
import { problemsAfterChange, startEditServer } from "./edit-server";

/** The local editing backend, driven the way the editor drives it: JSON actions posted to /api/v1. */
describe("the local editing backend", () => {
  let repo: string;
  let server: Server;
  let port: number;
  const outside = join(tmpdir(), "edit-server-outside.txt");
  /** The project's own files, which no request may read or change. */
  const PROJECT_FILES: Record<string, string> = {
    ".env": "SECRET=1\n",
    ".git/hooks/pre-commit": "#!/bin/sh\nexit 0\n",
    "package.json": '{ "name": "portfolio" }\n',
  };
  const EDITOR = "http://localhost:8000";
  const at = (path: string) => join(repo, path);
  const read = (path: string) => readFileSync(at(path));
  const readText = (path: string) => readFileSync(at(path), "utf8");

  beforeAll(async () => {
    repo = mkdtempSync(join(tmpdir(), "edit-server-"));
    for (const [path, text] of Object.entries(PROJECT_FILES)) {
      mkdirSync(join(repo, path, ".."), { recursive: true });
      writeFileSync(join(repo, path), text);
    }
    server = await startEditServer({ repoDir: repo, port: 0, logLevel: "error" });
    port = (server.address() as AddressInfo).port;
    writeFileSync(outside, "secret");
  });

  beforeEach(() => {
    rmSync(at("content"), { recursive: true, force: true });
    cpSync(fixtureDir("full"), at("content"), { recursive: true });
  });

  afterAll(() => {
    server.close();
    rmSync(repo, { recursive: true, force: true });
    rmSync(outside, { force: true });
  });

  interface Reply {
    status: number;
    type: string;
    text: string;
    body: { error?: string; data?: unknown; message?: string } | null;
  }

  /** Sends a raw request, with headers as given: node's fetch would not send a Host of our choosing. */
  const send = (body: string, headers: OutgoingHttpHeaders = {}, method = "POST", setHost = true) =>
    new Promise<Reply>((done, fail) => {
      const request = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path: "/api/v1",
          method,
          setHost,
          headers: Object.fromEntries(
            Object.entries({
              "content-type": "application/json",
              origin: EDITOR,
              ...(setHost ? { host: `127.0.0.1:${port}` } : {}),
              ...headers,
            }).filter(([, value]) => value !== undefined),
          ),
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () => {
            let parsed: Reply["body"] = null;
            try {
              parsed = JSON.parse(text) as Reply["body"];
            } catch {
              // An HTML page or nothing: `type` and `text` tell.
            }
            done({ status: response.statusCode!, type: response.headers["content-type"] ?? "", text, body: parsed });
          });
        },
      );
      request.on("error", fail);
      request.end(body);
    });
  /** A request as the editor sends it: an action and its params, on the branch it names. */
  type Call = { action: string; params: object };
  const call = (action: string, params: object): Call => ({ action, params: { branch: "main", ...params } });
  const ask = (request: Call, headers?: OutgoingHttpHeaders) => send(JSON.stringify(request), headers);
  const post = (action: string, params: object, headers?: OutgoingHttpHeaders) => ask(call(action, params), headers);

  const commit = { options: { commitMessage: "Update" } };
  const persistOptions = (collectionName?: string) => ({
    options: {
      ...(collectionName ? { collectionName } : {}),
      commitMessage: "Update",
      useWorkflow: false,
      status: "draft",
    },
  });
  const asset = (path: string, data: Buffer | string) => ({
    path,
    content: Buffer.from(data).toString("base64"),
    encoding: "base64",
  });
  const saving = (path: string, raw: string, collectionName = "content", assets: object[] = []) =>
    call("persistEntry", { dataFiles: [{ slug: "site", path, raw }], assets, ...persistOptions(collectionName) });
  const persist = (path: string, raw: string, collectionName?: string, assets?: object[]) =>
    ask(saving(path, raw, collectionName, assets));
  const upload = (path: string, data: Buffer | string) => post("persistMedia", { asset: asset(path, data), ...commit });
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const fixture = (file: string) => JSON.parse(readFileSync(join(fixtureDir("full"), file), "utf8"));
  const fixtureText = (file: string) => readFileSync(join(fixtureDir("full"), file), "utf8");

  /** One request of each action that names a path, with `path` in its path-bearing place. */
  const WITH_PATH: Record<string, (path: string) => Call> = {
    getEntry: (path) => call("getEntry", { path }),
    entriesByFiles: (path) => call("entriesByFiles", { files: [{ path }] }),
    entriesByFolder: (path) => call("entriesByFolder", { folder: path, extension: "json", depth: 1 }),
    getMedia: (path) => call("getMedia", { mediaFolder: path }),
    getMediaFile: (path) => call("getMediaFile", { path }),
    "persistEntry entry.path": (path) =>
      call("persistEntry", { entry: { slug: "site", path, raw: "{}\n" }, assets: [], ...persistOptions() }),
    "persistEntry dataFiles[].path": (path) => saving(path, "{}\n"),
    "persistEntry dataFiles[].newPath": (path) =>
      call("persistEntry", {
        dataFiles: [{ slug: "site", path: "content/site.json", raw: fixtureText("site.json"), newPath: path }],
        assets: [],
        ...persistOptions("content"),
      }),
    "persistEntry assets[].path": (path) =>
      saving("content/site.json", fixtureText("site.json"), "content", [asset(path, "#!/bin/sh\n")]),
    persistMedia: (path) => call("persistMedia", { asset: asset(path, "#!/bin/sh\n"), ...commit }),
    deleteFile: (path) => call("deleteFile", { path, ...commit }),
    deleteFiles: (path) => call("deleteFiles", { paths: [path], ...commit }),
  };
  /** Every action decap-server's file mode answers, each as the editor would send it. */
  const EVERY_ACTION: Call[] = [
    ...Object.values(WITH_PATH).map((request) => request("content/site.json")),
    call("info", {}),
    call("getDeployPreview", { collection: "content", slug: "site" }),
  ];

  const expectProjectUntouched = () => {
    for (const [path, text] of Object.entries(PROJECT_FILES)) expect(readText(path)).toBe(text);
    expect(readFileSync(outside, "utf8")).toBe("secret");
    expect(readdirSync(repo).sort()).toEqual([".env", ".git", "content", "package.json"]);
  };

  describe("whom it answers", () => {
    it("listens on loopback only", () => {
      expect((server.address() as AddressInfo).address).toBe("127.0.0.1");
    });

    it("refuses a request addressed to another name, for every action, before reading its body", async () => {
      const rebound = { host: `rebind.attacker.example:${port}`, origin: `http://rebind.attacker.example:${port}` };
      const secret = await post("getEntry", { path: ".env" }, rebound);
      expect(secret).toMatchObject({ status: 403, type: expect.stringMatching(/^application\/json/) });
      expect(secret.body?.error).toBe(
        `This backend answers only requests addressed to localhost:${port} or 127.0.0.1:${port}, and this one was addressed to another name.`,
      );
      const hosts = [`rebind.attacker.example:${port}`, `localhost:${port + 1}`, "localhost", `127.0.0.2:${port}`];
      for (const request of [...EVERY_ACTION, ...Object.values(WITH_PATH).map((request) => request(".env"))]) {
        for (const host of hosts) expect((await ask(request, { host, origin: EDITOR })).status).toBe(403);
      }
      // A body that is not even JSON is not read: the headers alone decide.
      expect((await send("{not json", rebound)).status).toBe(403);
      // Without a Host header Node itself refuses the request, before the backend sees it.
      expect((await send(JSON.stringify({ action: "info" }), {}, "POST", false)).status).toBe(400);
      expect(readText("content/site.json")).toBe(fixtureText("site.json"));
      expectProjectUntouched();
    });

    it("answers the editor on this computer under each of its names", async () => {
      for (const name of ["localhost", "127.0.0.1", "[::1]"]) {
        const reply = await post("info", {}, { host: `${name}:${port}`, origin: `http://${name}:8000` });
        expect(reply).toMatchObject({ status: 200, body: { type: "local_fs" } });
      }
      // Tools on this computer send no Origin at all.
      expect((await send(JSON.stringify({ action: "info" }), { origin: undefined })).status).toBe(200);
    });

    it("refuses a page from another site, for every action", async () => {
      const origins = [
        `http://rebind.attacker.example:${port}`,
        "http://evil.example",
        "http://localhost.evil.example:8000",
        "null",
        "file://",
      ];
      for (const origin of origins) {
        for (const request of EVERY_ACTION) {
          const reply = await ask(request, { origin });
          expect(reply.status).toBe(403);
          expect(reply.body?.error).toBe(
            "This backend answers only pages served from this computer (localhost or 127.0.0.1), and this request came from another site.",
          );
        }
      }
      expect(readText("content/site.json")).toBe(fixtureText("site.json"));
    });
  });

  describe("what it touches", () => {
    const OUT_OF_BOUNDS = [
      ".env",
      ".git/hooks/pre-commit",
      "package.json",
      "../edit-server-outside.txt",
      outside,
      "content/../package.json",
      "content/.env",
      "content/images/profile/../../../.env",
      "content/images/profile/.hidden.jpg",
      "content\\..\\package.json",
      "content//site.json",
    ];

    it("refuses, for every action, paths outside the editor's folders, hidden files and the project's own files", async () => {
      for (const [name, request] of Object.entries(WITH_PATH)) {
        for (const path of OUT_OF_BOUNDS) {
          const reply = await ask(request(path));
          expect({ name, path, status: reply.status }).toEqual({ name, path, status: 403 });
          expect(reply.body?.error).toContain(JSON.stringify(path));
          expect(reply.text).not.toContain("SECRET");
        }
      }
      expect((await post("getEntry", { path: "package.json" })).body?.error).toBe(
        `The getEntry request was refused:\nparams.path: "package.json" is not a file of the editor's collections, or a post in one of its writing folders`,
      );
      expect((await post("getEntry", { path: ".env" })).body?.error).toBe(
        `The getEntry request was refused:\nparams.path: ".env" names a hidden file or folder`,
      );
      expectProjectUntouched();
    });

    it("writes only what each place takes: collections' files, and pictures or the CV in their folders", async () => {
      const refusals = [
        await persist("content/notes.json", "{}\n"),
        await persist("content/images/profile/portrait-1.jpg", "{}\n"),
        await upload("content/images/profile/page.html", "<script></script>"),
        await upload("content/images/profile/notes.json", "{}"),
        await upload("content/files/cv.exe", "MZ"),
        await upload("content/site.json", "{}"),
        await upload("content/images/elsewhere/portrait.jpg", read("content/images/profile/portrait-1.jpg")),
        await post("deleteFile", { path: "content", ...commit }),
        await post("getEntry", { path: "content/images" }),
      ];
      expect(refusals.map(({ status }) => status)).toEqual(refusals.map(() => 403));
      expect(refusals[2]!.body?.error).toBe(
        `The persistMedia request was refused:\nparams.asset.path: "content/images/profile/page.html" is not a picture or file of the right format in one of the editor's media folders`,
      );
      expect(existsSync(at("content/images/profile/page.html"))).toBe(false);
      expect(existsSync(at("content/notes.json"))).toBe(false);
    });

    it("never follows a symbolic link, to read or to write", async () => {
      // The German folder moved elsewhere in the repository, with a link in its place.
      renameSync(at("content/de"), at("elsewhere-de"));
      symlinkSync("../elsewhere-de", at("content/de"));
      symlinkSync("../../../.env", at("content/images/profile/linked.jpg"));
      symlinkSync("content", at("linked"));
      try {
        const german = readText("elsewhere-de/site.json");
        const throughFolder = [
          await post("getEntry", { path: "content/de/site.json" }),
          await post("entriesByFiles", { files: [{ path: "content/de/site.json" }] }),
          await persist("content/de/site.json", json({ tagline: "Über einen Link" }), "content-de"),
          await post("deleteFile", { path: "content/de/site.json", ...commit }),
        ];
        for (const reply of throughFolder) {
          expect(reply.status).toBe(403);
          expect(reply.body?.error).toBe(`"content/de" is a symbolic link, and the editor never follows one`);
        }
        expect(readText("elsewhere-de/site.json")).toBe(german);

        const linkedFile = [
          await post("getMediaFile", { path: "content/images/profile/linked.jpg" }),
          await post("getMedia", { mediaFolder: "content/images/profile" }),
          await upload("content/images/profile/linked.jpg", read("content/images/profile/portrait-1.jpg")),
        ];
        for (const reply of linkedFile) {
          expect(reply.status).toBe(403);
          expect(reply.body?.error).toBe(
            `"content/images/profile/linked.jpg" is a symbolic link, and the editor never follows one`,
          );
          expect(reply.text).not.toContain(Buffer.from(PROJECT_FILES[".env"]!).toString("base64"));
        }
        expect((await persist("linked/site.json", "{}\n")).status).toBe(403);
      } finally {
        rmSync(at("elsewhere-de"), { recursive: true, force: true });
        rmSync(at("linked"), { force: true });
      }
      expectProjectUntouched();
    });

    it("reads what the editor reads: its collections' files and its media folders", async () => {
      expect(await post("getEntry", { path: "content/site.json" })).toMatchObject({
        status: 200,
        body: { data: readText("content/site.json") },
      });
      const files = await post("entriesByFiles", {
        files: [{ path: "content/site.json" }, { path: "content/de/skills.json" }],
      });
      expect(files.status).toBe(200);
      // The tools have nothing to translate, so no further language's collection lists them.
      expect((await post("getEntry", { path: "content/de/tools.json" })).status).toBe(403);
      const media = await post("getMedia", { mediaFolder: "content/images/profile" });
      expect(media.status).toBe(200);
      expect(media.body).toHaveLength(7);
      expect(await post("getMediaFile", { path: "content/files/alex-mustermann-cv.pdf" })).toMatchObject({
        status: 200,
        body: { content: read("content/files/alex-mustermann-cv.pdf").toString("base64") },
      });
      expect((await post("getDeployPreview", { collection: "content", slug: "site" })).status).toBe(200);
      // Every collection is a set of files, so no folder lists entries.
      expect((await post("entriesByFolder", { folder: "content", extension: "json", depth: 1 })).status).toBe(403);
    });
  });

  describe("bad requests", () => {
    const expectPlainRefusal = (reply: Reply, status: number) => {
      expect({ status: reply.status, type: reply.type }).toEqual({
        status,
        type: expect.stringMatching(/^application\/json/),
      });
      expect(reply.body?.error).toEqual(expect.any(String));
      for (const leak of [repo, tmpdir(), "    at ", "<", "node_modules"]) expect(reply.text).not.toContain(leak);
    };

    it("answers a body that is not a request with 400 and plain words, never a stack trace or a path", async () => {
      const bodies: [string, string][] = [
        ["{not json", "The request's body is not a JSON object; send the action and its params as JSON."],
        ["null", "The request's body is not a JSON object; send the action and its params as JSON."],
        ["42", "The request's body is not a JSON object; send the action and its params as JSON."],
        ["[]", "The request must be a JSON object, not a list."],
        ["{}", expect.stringMatching(/^null is not an action this backend answers; it answers info, /)],
        [
          JSON.stringify({ action: "unpublishedEntries", params: { branch: "main" } }),
          expect.stringContaining("not an action"),
        ],
        [JSON.stringify({ action: "getEntry" }), "The getEntry request was refused:\nparams is missing"],
        [
          JSON.stringify({ action: "getEntry", params: { branch: "main", path: 123 } }),
          "The getEntry request was refused:\nparams.path must be text, not a number",
        ],
      ];
      for (const [body, error] of bodies) {
        const reply = await send(body);
        expectPlainRefusal(reply, 400);
        expect(reply.body?.error).toEqual(error);
      }
      const notJson = await send(JSON.stringify({ action: "info" }), { "content-type": "text/plain" });
      expectPlainRefusal(notJson, 400);
      expectPlainRefusal(await send("", {}, "GET"), 404);
    });

    it("answers wrongly typed params of a save with 400, naming the field", async () => {
      const save = (params: object) => post("persistEntry", { assets: [], ...persistOptions("content"), ...params });
      const cases: [object, string][] = [
        [{ entry: { slug: "site", path: 123, raw: "{}" } }, "params.entry.path must be text, not a number"],
        [{ dataFiles: [null] }, "params.dataFiles[0] must be an object, not null"],
        [{ dataFiles: "content/site.json" }, "params.dataFiles must be a list, not text"],
        [{ dataFiles: [{ slug: "site", path: "content/site.json" }] }, "params.dataFiles[0].raw is missing"],
        [
          { entry: { slug: "site", path: "content/site.json", raw: "{}" }, dataFiles: [] },
          "params.dataFiles must not be empty",
        ],
        [
          { dataFiles: [{ slug: "site", path: "content/site.json", raw: "{}" }], assets: [{ path: "x" }] },
          "params.assets[0].content is missing",
        ],
      ];
      for (const [params, line] of cases) {
        const reply = await save(params);
        expectPlainRefusal(reply, 400);
        expect(reply.body?.error).toContain(line);
      }
      expect(readText("content/site.json")).toBe(fixtureText("site.json"));
    });

    it("answers a folder where a file belongs with 400", async () => {
      mkdirSync(at("content/images/profile/album.jpg"));
      const portrait = read("content/images/profile/portrait-1.jpg");
      const replies = [
        await post("getMediaFile", { path: "content/images/profile/album.jpg" }),
        await upload("content/images/profile/album.jpg", portrait),
        await post("deleteFile", { path: "content/images/profile/album.jpg", ...commit }),
      ];
      for (const reply of replies) {
        expectPlainRefusal(reply, 400);
        expect(reply.body?.error).toBe(`"content/images/profile/album.jpg" is a folder, not a file`);
      }
      // A folder is never one of the collections' files either.
      expectPlainRefusal(await persist("content/de", "{}\n"), 403);
    });
  });

  describe("saves", () => {
    it("saves content the build accepts, as the editor wrote it", async () => {
      const raw = json({ ...fixture("site.json"), tagline: "Still building" });
      expect((await persist("content/site.json", raw)).status).toBe(200);
      expect(readText("content/site.json")).toBe(raw);
    });

    it("refuses content the build would refuse, with the build's lines, and changes nothing", async () => {
      const before = readText("content/site.json");
      const { status, body } = await persist(
        "content/site.json",
        json({ ...fixture("site.json"), ogImage: "images/not-there.jpg" }),
      );
      expect(status).toBe(422);
      expect(body?.error).toMatch(
        /^The build would refuse this change:\ncontent\/site\.json: ogImage points to "images\/not-there\.jpg", which does not exist under content\//,
      );
      expect(readText("content/site.json")).toBe(before);
    });

    it("refuses a save into a file that is not of the collection it names", async () => {
      const raw = json({ ...fixture("site.json"), tagline: "Saved as German" });
      const foreign = await persist("content/site.json", raw, "content-de");
      expect(foreign.status).toBe(422);
      expect(foreign.body?.error).toBe(
        `"content/site.json" is not a file of the collection "content-de", whose files are content/de/site.json, content/de/projects.json, content/de/experience.json, content/de/skills.json, content/de/chat.json.`,
      );
      const unknown = await persist("content/site.json", raw, "nowhere");
      expect(unknown).toMatchObject({ status: 422, body: { error: 'There is no collection named "nowhere".' } });
      expect(readText("content/site.json")).toBe(fixtureText("site.json"));
      // Without a collection's name, the path must still be one of some collection's files.
      const unnamed = await post("persistEntry", {
        dataFiles: [{ slug: "site", path: "content/site.json", raw }],
        assets: [],
        ...persistOptions(),
      });
      expect(unnamed.status).toBe(200);
      expect(readText("content/site.json")).toBe(raw);
    });

    it("saves a post into its language's writing folder, refuses one the build would refuse, and nothing beside", async () => {
      const good = "---\ntitle: A new post\ndate: 2026-05-01\ndescription: Short.\n---\n\nSome text.\n";
      const save = (path: string, raw: string, collectionName: string) =>
        post("persistEntry", {
          entry: { slug: "a-new-post", path, raw },
          assets: [],
          ...persistOptions(collectionName),
        });
      expect((await save("content/writing/a-new-post.md", good, "writing-en")).status).toBe(200);
      expect(readText("content/writing/a-new-post.md")).toBe(good);
      expect((await save("content/de/writing/ein-text.md", good, "writing-de")).status).toBe(200);

      const badDate = await save("content/writing/bad-date.md", good.replace("2026-05-01", "1.5.2026"), "writing-en");
      expect(badDate.status).toBe(422);
      expect(badDate.body?.error).toBe(
        'The build would refuse this change:\ncontent/writing/bad-date.md: date must be a date written YYYY-MM-DD, e.g. "2026-03-14" (found "1.5.2026")',
      );
      expect(existsSync(at("content/writing/bad-date.md"))).toBe(false);

      // A post of another language's collection, a file in a folder under the posts, and another kind of file.
      const german = await save("content/writing/other.md", good, "writing-de");
      expect(german).toMatchObject({
        status: 422,
        body: {
          error: '"content/writing/other.md" is not a post of the collection "writing-de", in content/de/writing/.',
        },
      });
      for (const path of ["content/writing/drafts/x.md", "content/writing/x.json", "content/writing/.md"]) {
        const reply = await save(path, good, "writing-en");
        expect([path, reply.status >= 400, existsSync(at(path))]).toEqual([path, true, false]);
      }
    });

    it("never moves an entry onto another file", async () => {
      const before = readText("content/site.json");
      const german = readText("content/de/site.json");
      const move = await post("persistEntry", {
        dataFiles: [{ slug: "site", path: "content/de/site.json", raw: german, newPath: "content/site.json" }],
        assets: [],
        ...persistOptions("content-de"),
      });
      expect(move.status).toBe(422);
      expect(move.body?.error).toBe(
        `The editor keeps each entry in its own file and never moves one, so "content/de/site.json" cannot become "content/site.json".`,
      );
      // decap-server moves after it has answered: give it the time it would take.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(readText("content/site.json")).toBe(before);
      expect(readText("content/de/site.json")).toBe(german);
    });

    it("checks an upload against the content that shows it", async () => {
      const portrait = read("content/images/profile/portrait-1.jpg");
      const replaced = await upload("content/images/profile/portrait-1.jpg", "not a picture at all");
      expect(replaced.status).toBe(422);
      expect(replaced.body?.error).toMatch(
        /^The build would refuse this change:\ncontent\/site\.json heroPhotos\[0\].*image points to "images\/profile\/portrait-1\.jpg", which is not a readable image/,
      );
      expect(read("content/images/profile/portrait-1.jpg")).toEqual(portrait);
      // The same picture sent with a save is checked the same way.
      const withSave = await persist("content/site.json", readText("content/site.json"), "content", [
        asset("content/images/profile/portrait-1.jpg", "text"),
      ]);
      expect(withSave.status).toBe(422);
      expect(read("content/images/profile/portrait-1.jpg")).toEqual(portrait);
      const added = await upload(
        "content/images/profile/portrait-8.jpg",
        read("content/images/profile/portrait-2.jpg"),
      );
      expect(added.status).toBe(200);
      expect(read("content/images/profile/portrait-8.jpg")).toEqual(read("content/images/profile/portrait-2.jpg"));
    });

    it("checks a delete against the content that points at the file", async () => {
      const cv = await post("deleteFile", { path: "content/files/alex-mustermann-cv.pdf", ...commit });
      expect(cv.status).toBe(422);
      expect(cv.body?.error).toMatch(
        /^The build would refuse this change:\ncontent\/site\.json: cv points to "files\/alex-mustermann-cv\.pdf", which does not exist under content\//,
      );
      const photos = await post("deleteFiles", {
        paths: ["content/images/profile/portrait-3.jpg", "content/images/projects/protein-beer.jpg"],
        ...commit,
      });
      expect(photos.status).toBe(422);
      expect(photos.body?.error).toContain('points to "images/profile/portrait-3.jpg", which does not exist');
      expect(photos.body?.error).toContain('points to "images/projects/protein-beer.jpg", which does not exist');
      for (const file of [
        "files/alex-mustermann-cv.pdf",
        "images/profile/portrait-3.jpg",
        "images/projects/protein-beer.jpg",
      ])
        expect(existsSync(at(`content/${file}`))).toBe(true);
      // A file nothing points at goes.
      cpSync(at("content/images/profile/portrait-1.jpg"), at("content/images/profile/spare.jpg"));
      expect((await post("deleteFile", { path: "content/images/profile/spare.jpg", ...commit })).status).toBe(200);
      expect(existsSync(at("content/images/profile/spare.jpg"))).toBe(false);
    });

    it("takes changes one at a time, each checked against what the one before left", async () => {
      // The German chat translates every topic but "contact"; English drops "contact" while German adds it back.
      const withoutContact = (file: string) => {
        const chat = fixture(file);
        return json({ ...chat, topics: chat.topics.filter(({ id }: { id: string }) => id !== "contact") });
      };
      writeFileSync(at("content/de/chat.json"), withoutContact("de/chat.json"));
      const german = { path: "content/de/chat.json", data: json(fixture("de/chat.json")) };
      const english = { path: "content/chat.json", data: withoutContact("chat.json") };
      const contentDir = at("content");
      expect(await problemsAfterChange(repo, contentDir, { writes: [german], deletes: [] })).toEqual([]);
      expect(await problemsAfterChange(repo, contentDir, { writes: [english], deletes: [] })).toEqual([]);
      expect(await problemsAfterChange(repo, contentDir, { writes: [german, english], deletes: [] })).not.toEqual([]);

      const replies = await Promise.all([
        persist(german.path, german.data, "content-de"),
        persist(english.path, english.data, "content"),
      ]);
      expect(replies.map(({ status }) => status).sort()).toEqual([200, 422]);
      expect(await validateContent(contentDir)).toEqual([]);
    });

    it("takes an upload's delete and a save that shows the upload one at a time too", async () => {
      cpSync(at("content/images/profile/portrait-1.jpg"), at("content/images/profile/portrait-8.jpg"));
      const site = fixture("site.json");
      const showing = json({
        ...site,
        heroPhotos: [...site.heroPhotos, { image: "images/profile/portrait-8.jpg", alt: "The first photo once more" }],
      });
      const replies = await Promise.all([
        persist("content/site.json", showing),
        post("deleteFile", { path: "content/images/profile/portrait-8.jpg", ...commit }),
      ]);
      expect(replies.map(({ status }) => status).sort()).toEqual([200, 422]);
      expect(await validateContent(at("content"))).toEqual([]);
    });
  });
});

describe("the local editing backend with `--commit`", () => {
  let repo: string;
  let server: Server;
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();

  beforeAll(async () => {
    repo = mkdtempSync(join(tmpdir(), "edit-commit-"));
    cpSync(fixtureDir("full"), join(repo, "content"), { recursive: true });
    writeFileSync(join(repo, "notes.txt"), "the owner's own work in progress\n");
    git("init", "--quiet", "--initial-branch=main");
    git("config", "user.name", "Owner");
    git("config", "user.email", "owner@example.com");
    git("add", "content");
    git("commit", "--quiet", "--message", "Content as it was");
    server = await startEditServer({ repoDir: repo, port: 0, logLevel: "error", commit: true });
  });

  afterAll(() => {
    server.close();
    rmSync(repo, { recursive: true, force: true });
  });

  const post = async (action: string, params: object) => {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action, params: { branch: "main", ...params } }),
    });
    return response.status;
  };
  const options = (commitMessage: string) => ({
    options: { collectionName: "content", commitMessage, useWorkflow: false, status: "draft" },
  });

  it("commits each saved change alone, with the editor's message, and leaves everything else as it was", async () => {
    const raw = `${JSON.stringify({ ...JSON.parse(readFileSync(join(repo, "content/site.json"), "utf8")), tagline: "Committed" }, null, 2)}\n`;
    const picture = readFileSync(join(repo, "content/images/profile/portrait-1.jpg"));
    const upload = {
      path: "content/images/projects/new.jpg",
      content: picture.toString("base64"),
      encoding: "base64",
    };
    expect(
      await post("persistEntry", {
        dataFiles: [{ slug: "site", path: "content/site.json", raw }],
        assets: [upload],
        ...options("Update Content “site”"),
      }),
    ).toBe(200);
    expect(git("log", "-1", "--format=%s")).toBe("Update Content “site”");
    expect(git("show", "--name-only", "--format=", "HEAD").split("\n")).toEqual([
      "content/images/projects/new.jpg",
      "content/site.json",
    ]);
    // The owner's other changes are neither committed nor staged.
    expect(git("status", "--porcelain")).toBe("?? notes.txt");

    // Saved again unchanged, there is nothing to commit; a refused change is neither saved nor committed.
    const head = git("rev-parse", "HEAD");
    expect(
      await post("persistEntry", {
        dataFiles: [{ slug: "site", path: "content/site.json", raw }],
        assets: [],
        ...options("Update Content “site”"),
      }),
    ).toBe(200);
    expect(
      await post("persistEntry", {
        dataFiles: [{ slug: "site", path: "content/site.json", raw: "{}\n" }],
        assets: [],
        ...options("Update Content “site”"),
      }),
    ).toBe(422);
    expect(git("rev-parse", "HEAD")).toBe(head);

    expect(
      await post("deleteFile", {
        path: "content/images/projects/new.jpg",
        options: { commitMessage: "Delete “new.jpg”" },
      }),
    ).toBe(200);
    expect(git("log", "-1", "--format=%s")).toBe("Delete “new.jpg”");
    expect(git("status", "--porcelain")).toBe("?? notes.txt");
  });
});
