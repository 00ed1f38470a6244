import { handle } from "./handle";
import { log } from "../log";

// What handle() logs when a handler throws something other than an AppError.
const ctx = { params: Promise.resolve({}) };

afterEach(() => jest.restoreAllMocks());

test("a handler that fails is logged at error level and answers 500 without its message", async () => {
  const error = jest.spyOn(log, "error").mockImplementation(() => undefined);
  const reply = await handle(async () => {
    throw new Error("disk on fire");
  })(new Request("http://localhost/api/x"), ctx);
  expect(reply.status).toBe(500);
  expect(await reply.text()).not.toContain("disk on fire");
  expect(error).toHaveBeenCalledTimes(1);
});

test("a request the client aborted (a viewer seeking away from an HLS segment) is not logged as an error", async () => {
  const error = jest.spyOn(log, "error").mockImplementation(() => undefined);
  const debug = jest.spyOn(log, "debug").mockImplementation(() => undefined);
  const controller = new AbortController();
  const reply = handle(
    (req) =>
      new Promise((_, reject) => {
        req.signal.addEventListener("abort", () => reject(req.signal.reason));
      }),
  )(new Request("http://localhost/api/media/hls/abc/3.ts", { signal: controller.signal }), ctx);
  controller.abort();
  await reply;
  expect(error).not.toHaveBeenCalled();
  expect(debug).toHaveBeenCalledWith(expect.objectContaining({ path: "/api/media/hls/abc/3.ts" }), "request aborted by the client");
});
