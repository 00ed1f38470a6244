import { ApiError, getJson, postJson, unwrap } from "./client";
import { fail, failWith } from "./envelope";
import { badRequest, conflict, unauthorized } from "./errors";
import { invalidLinkMessage } from "../channels/media-path";
import { DUPLICATE_VIDEO } from "../channels/schemas";

// The way a refusal travels: thrown with a catalogue entry on the server, the
// documented envelope body unchanged, its message key beside it, and on the
// client one ApiError carrying the status, the key and the text.

jest.mock("server-only", () => ({}));

const replyWith = (response: Response) => jest.spyOn(globalThis, "fetch").mockResolvedValue(response);

afterEach(() => jest.restoreAllMocks());

describe("a refusal with a message key", () => {
  it("keeps the documented body and names its key and values beside it", async () => {
    const reply = failWith(badRequest(invalidLinkMessage("/x/ü")));
    expect(await reply.clone().json()).toEqual({ status: false, error: invalidLinkMessage("/x/ü").text, message: invalidLinkMessage("/x/ü").text });
    replyWith(reply);
    const caught = await getJson("/api_chnl/x")
      .then((reply) => unwrap(reply))
      .catch((error: unknown) => error);
    expect(caught).toBeInstanceOf(ApiError);
    expect(caught).toMatchObject({
      httpStatus: 400,
      messageKey: "videos.invalidLink",
      messageValues: { link: "/x/ü" },
      serverText: invalidLinkMessage("/x/ü").text,
    });
  });

  it("carries the key from where it was thrown to the client error", async () => {
    replyWith(failWith(conflict(DUPLICATE_VIDEO)));
    const reply = await postJson("/api_chnl/addchannelvideo", {});
    expect(reply).toMatchObject({ status: false, httpStatus: 409, error: DUPLICATE_VIDEO.text, messageKey: "videos.duplicateVideo" });
    expect(() => unwrap(reply)).toThrow(DUPLICATE_VIDEO.text);
  });

  it("leaves a text without a key as a text", async () => {
    replyWith(fail("Something else.", 400));
    const reply = await postJson("/api_x", {});
    expect(reply.messageKey).toBeUndefined();
    expect(reply.error).toBe("Something else.");
  });
});

describe("a 401", () => {
  const assign = jest.fn();
  beforeEach(() => {
    assign.mockReset();
    Object.assign(globalThis, { window: { location: { pathname: "/invite/abc", search: "?x=1", assign } } });
  });
  afterAll(() => Reflect.deleteProperty(globalThis, "window"));

  it("sends the browser to the re-login notice by default", async () => {
    replyWith(failWith(unauthorized()));
    const reply = await postJson("/api_tebeauth/login_status", {});
    expect(assign).toHaveBeenCalledWith(`/relogin?from=${encodeURIComponent("/invite/abc?x=1")}`);
    expect(reply).toMatchObject({ status: false, httpStatus: 401, messageKey: "errors.notLogin" });
  });

  it("is the caller's to handle when it turns the redirect off", async () => {
    replyWith(failWith(unauthorized()));
    const reply = await postJson("/api_tebeauth/login_status", {}, { unauthorizedRedirect: false });
    expect(assign).not.toHaveBeenCalled();
    expect(reply).toMatchObject({ status: false, httpStatus: 401, error: "You are not login!" });
  });
});
