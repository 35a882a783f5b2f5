/** @jest-environment node */
import { type Server, request } from "node:http";
import type { AddressInfo } from "node:net";
import { createFunctionsServer } from "./functions-server";

/** node:http, because fetch() refuses to send TRACE at all. */
function send(port: number, method: string): Promise<{ status: number; allow?: string; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, method, path: "/functions/v1/echo" }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }));
    })
      .on("error", reject)
      .end();
  });
}

describe("the local functions gateway", () => {
  const logError = jest.fn();
  const handler = jest.fn(async (req: Request) => new Response(req.method, { status: 200 }));
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createFunctionsServer({ echo: handler }, logError);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => jest.clearAllMocks());

  it("answers TRACE with 405 and Allow, logging nothing", async () => {
    const response = await send(port, "TRACE");
    expect(response).toEqual({
      status: 405,
      allow: "POST, OPTIONS",
      body: JSON.stringify({ error: "method must be POST" }),
    });
    expect(handler).not.toHaveBeenCalled();
    expect(logError).not.toHaveBeenCalled();
  });

  it("hands every other method to the function", async () => {
    expect(await send(port, "PATCH")).toMatchObject({ status: 200, body: "PATCH" });
  });
});
