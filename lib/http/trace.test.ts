import http from "node:http";
import type { AddressInfo } from "node:net";
import { METHOD_NOT_ALLOWED, refuseTrace } from "./trace";

// refuseTrace in front of a handler, as server.ts puts it in front of Next.
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (!refuseTrace(req, res)) res.end("handled");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function send(method: string, path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers: { cookie: "hems_session=secret" } }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

test.each(["/", "/hems", "/api_yt/ytpath", "/media_video_root/Demo/a.mp4", "/no/such/page"])(
  "TRACE %s: 405 with Allow and the envelope, nothing echoed",
  async (path) => {
    const reply = await send("TRACE", path);
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toContain("GET");
    expect(reply.headers.allow).not.toContain("TRACE");
    expect(JSON.parse(reply.body)).toEqual({ status: false, error: METHOD_NOT_ALLOWED, message: METHOD_NOT_ALLOWED });
    expect(reply.body).not.toContain("secret");
  },
);

test("other methods go on to the handler", async () => {
  for (const method of ["GET", "POST", "OPTIONS"]) expect((await send(method, "/")).body).toBe("handled");
});
