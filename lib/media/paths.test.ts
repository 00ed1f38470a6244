import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AppError } from "../http/errors";
import { decodeUrlSafeBase64Path, encodeUrlSafeBase64Path, isServableName, resolveInRoot, splitMediaPath, splitRelativePath, FILE_NOT_FOUND } from "./paths";
import { INVALID_PATH } from "./schemas";
import { thrownBy } from "@/tests/helpers/checked";

// A temp tree:
//   <tmp>/secret.txt                 outside the root
//   <tmp>/root/Family/clip.mp4
//   <tmp>/root/Family/2023 Summer/a.jpg
//   <tmp>/root/100% fun.mp4          a literal "%" in a name
//   <tmp>/root/etc-link -> /etc      symlink leading out
//   <tmp>/root/out-link -> ../secret.txt
//   <tmp>/root/in-link -> Family/clip.mp4   symlink inside: fine
//   <tmp>/root/dir-link -> Family
//   <tmp>/root/loop -> loop, <tmp>/root/dangling -> nowhere
//   <tmp>/root-link -> root          a root that is itself a symlink
let tmp: string;
let root: string;
let realRoot: string;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "hems-paths-"));
  root = path.join(tmp, "root");
  fs.mkdirSync(path.join(root, "Family", "2023 Summer"), { recursive: true });
  fs.writeFileSync(path.join(tmp, "secret.txt"), "TOP SECRET");
  fs.writeFileSync(path.join(root, "Family", "clip.mp4"), "clip");
  fs.writeFileSync(path.join(root, "Family", "2023 Summer", "a.jpg"), "jpg");
  fs.writeFileSync(path.join(root, "100% fun.mp4"), "fun");
  fs.symlinkSync("/etc", path.join(root, "etc-link"));
  fs.symlinkSync(path.join("..", "secret.txt"), path.join(root, "out-link"));
  fs.symlinkSync(path.join("Family", "clip.mp4"), path.join(root, "in-link"));
  fs.symlinkSync("Family", path.join(root, "dir-link"));
  fs.symlinkSync("loop", path.join(root, "loop"));
  fs.symlinkSync("nowhere", path.join(root, "dangling"));
  fs.symlinkSync("root", path.join(tmp, "root-link"));
  realRoot = fs.realpathSync(root);
});

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    const value = await promise;
    throw new Error(`expected a refusal, got ${JSON.stringify(value)}`);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, message: error.message };
  }
}

describe("decodeUrlSafeBase64Path", () => {
  test.each([
    ["RGVtby9GYW1pbHkvY2xpcC5tcDQ", "Demo/Family/clip.mp4"],
    ["RGVtby9GYW1pbHkvY2xpcC5tcDQ=", "Demo/Family/clip.mp4"],
    ["RGVtbw", "Demo"],
    ["RGVtbw==", "Demo"],
    [encodeUrlSafeBase64Path("家庭/视频 2023.mp4"), "家庭/视频 2023.mp4"],
    [encodeUrlSafeBase64Path("a/b?c>d.mp4"), "a/b?c>d.mp4"], // uses "-" and "_"
  ])("%s decodes to %s", (encoded, decoded) => {
    expect(decodeUrlSafeBase64Path(encoded)).toBe(decoded);
  });

  test("encodes with the url-safe alphabet and no padding", () => {
    const encoded = encodeUrlSafeBase64Path("a/b?c>d.mp4");
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encoded).toMatch(/[-_]/);
  });

  test.each([
    ["empty", ""],
    ["one character (impossible length)", "a"],
    ["five characters", "RGVtb"],
    ["standard alphabet +", "YT4+Pz8"],
    ["standard alphabet /", "YT4/Pz8"],
    ["a space", "RGV tbw"],
    ["percent-encoded padding left over", "RGVtbw%3D%3D"],
    ["wrong padding", "RGVtbw="],
    ["too much padding", "RGVtbw==="],
    ["padding in the middle", "RG=Vtbw"],
    ["non-canonical trailing bits", "RGVtbx"],
    ["a path inside", "RGVt/bw"],
    ["invalid UTF-8 (0xff)", Buffer.from([0xff, 0x41]).toString("base64url")],
    ["overlong UTF-8 for '..' (c0 ae c0 ae)", Buffer.from([0xc0, 0xae, 0xc0, 0xae]).toString("base64url")],
    ["overlong UTF-8 for '/' (e0 80 af)", Buffer.from([0x61, 0xe0, 0x80, 0xaf, 0x62]).toString("base64url")],
    ["overlong 4-byte UTF-8", Buffer.from([0xf0, 0x80, 0x80, 0xae]).toString("base64url")],
    ["an encoded UTF-16 surrogate (ed a0 80)", Buffer.from([0xed, 0xa0, 0x80]).toString("base64url")],
    ["a truncated sequence", Buffer.from([0x61, 0xe5, 0xae]).toString("base64url")],
    ["far too long", "A".repeat(20_000)],
  ])("refuses %s with a 400", (_name, encoded) => {
    const caught = thrownBy(() => decodeUrlSafeBase64Path(encoded));
    expect(caught).toBeInstanceOf(AppError);
    expect(caught).toMatchObject({ status: 400, message: INVALID_PATH });
  });
});

describe("splitMediaPath", () => {
  test("the first segment is the media root's name", () => {
    expect(splitMediaPath("Demo/Family/2023 Summer/clip.mp4")).toEqual({ rootName: "Demo", pathInRoot: "Family/2023 Summer/clip.mp4" });
    expect(splitMediaPath("Demo")).toEqual({ rootName: "Demo", pathInRoot: "" });
  });

  test("refuses the same tricks as any relative path", () => {
    expect(() => splitMediaPath("../Demo/x")).toThrow(INVALID_PATH);
    expect(() => splitMediaPath("/Demo/x")).toThrow(INVALID_PATH);
    expect(() => splitMediaPath("")).toThrow(INVALID_PATH);
  });

  test("keeps names with spaces, unicode and a literal percent sign", () => {
    expect(splitRelativePath("家庭/2023 夏天/100% fun.mp4")).toEqual(["家庭", "2023 夏天", "100% fun.mp4"]);
  });
});

describe("isServableName", () => {
  test("names a request can ask for, with the rules of one segment below a root", () => {
    for (const name of ["a.jpg", "100% fun.mp4", "%2e%2e.jpg", "C:thing.jpg", "q?mark#hash.jpg", "杭州 西湖.jpg", "...", "L".repeat(251) + ".jpg"]) {
      expect(isServableName(name)).toBe(true);
    }
    for (const name of [
      "new\nline.jpg",
      "tab\there.jpg",
      "back\\slash.jpg",
      "AC%2FDC.jpg",
      "..%2f..",
      "\uFF0E\uFF0E",
      "\u2025",
      ".",
      "..",
      "",
      "L".repeat(252) + ".jpg",
    ]) {
      expect(isServableName(name)).toBe(false);
    }
  });

  test("plain ASCII names (checked on a shortcut) get the same answer as the full rules", () => {
    const fullRules = (name: string) => {
      try {
        splitRelativePath(`root/${name}`);
        return true;
      } catch {
        return false;
      }
    };
    const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
    const names = [...printable, ...printable.map((c) => `IMG${c}1.jpg`), ...printable.map((c) => `${c}${c}`), "L".repeat(255), "L".repeat(256)];
    for (const name of names) expect([name, isServableName(name)]).toEqual([name, fullRules(name)]);
  });
});

describe("resolveInRoot", () => {
  test.each([
    ["Family/clip.mp4", "Family/clip.mp4"],
    ["Family/2023 Summer/a.jpg", "Family/2023 Summer/a.jpg"],
    ["100% fun.mp4", "100% fun.mp4"],
    ["in-link", "Family/clip.mp4"],
    ["dir-link/clip.mp4", "Family/clip.mp4"],
    ["Family", "Family"],
    ["...", null], // a literal name "..." is not a dot segment: just missing
  ])("%s resolves inside the root", async (relpath, expected) => {
    if (expected === null) {
      expect(await refusal(resolveInRoot(root, relpath))).toEqual({ status: 404, message: FILE_NOT_FOUND });
      return;
    }
    expect(await resolveInRoot(root, relpath)).toBe(path.join(realRoot, expected));
  });

  test("an empty relpath is the root itself", async () => {
    expect(await resolveInRoot(root, "")).toBe(realRoot);
  });

  test("a root reached through a symlink works", async () => {
    expect(await resolveInRoot(path.join(tmp, "root-link"), "Family/clip.mp4")).toBe(path.join(realRoot, "Family", "clip.mp4"));
  });

  test("a missing root is a 404", async () => {
    expect(await refusal(resolveInRoot(path.join(tmp, "no-such-root"), "x.mp4"))).toMatchObject({ status: 404 });
  });

  // [name, input (already URL-decoded once), expected status]
  const nasty: Array<[string, string, 400 | 404]> = [
    ["parent directory", "../secret.txt", 400],
    ["parent to /etc/passwd", "../../../../../../etc/passwd", 400],
    ["parent after a folder", "Family/../../secret.txt", 400],
    ["trailing /..", "Family/..", 400],
    ["lone ..", "..", 400],
    ["lone .", ".", 400],
    ["./ prefix", "./Family/clip.mp4", 400],
    ["dot segment in the middle", "Family/./clip.mp4", 400],
    ["percent-encoded dots (left over after one decode)", "%2e%2e/secret.txt", 400],
    ["mixed-case encoded dots", "%2E%2e/secret.txt", 400],
    ["dots with an encoded slash", "..%2fsecret.txt", 400],
    ["encoded dots and slash", "%2e%2e%2fsecret.txt", 400],
    ["double-encoded dots", "%252e%252e/secret.txt", 400],
    ["double-encoded slash", "..%252fsecret.txt", 400],
    ["encoded backslash", "..%5csecret.txt", 400],
    ["encoded NUL", "clip.mp4%00.jpg", 400],
    ["....// (filter-stripping trick)", "....//secret.txt", 400],
    ["..../ stays a literal name", "..../secret.txt", 404],
    ["double slash", "Family//clip.mp4", 400],
    ["trailing slash", "Family/", 400],
    ["absolute path", "/etc/passwd", 400],
    ["absolute root path", "/", 400],
    ["Windows drive with backslash", "C:\\x", 400],
    ["Windows drive with slash", "C:/Windows/win.ini", 400],
    ["backslash traversal", "a\\..\\b", 400],
    ["backslash only", "Family\\clip.mp4", 400],
    ["UNC path", "\\\\server\\share", 400],
    ["NUL byte", "a\u0000b", 400],
    ["NUL before an extension", "Family/clip.mp4\u0000.jpg", 400],
    ["other control character", "Family/clip\u0001.mp4", 400],
    ["newline", "Family/clip.mp4\n", 400],
    ["fullwidth dots", "\uff0e\uff0e/secret.txt", 400],
    ["two-dot leader", "\u2025/secret.txt", 400],
    ["one-dot leaders", "\u2024\u2024/secret.txt", 400],
    ["small full stops", "\ufe52\ufe52/secret.txt", 400],
    ["overlong UTF-8 dots read as Latin-1", "\u00c0\u00ae\u00c0\u00ae/secret.txt", 404],
    ["percent-encoded overlong UTF-8", "%c0%ae%c0%ae/secret.txt", 404],
    ["lone surrogate", "Family/\ud800.mp4", 400],
    ["name longer than 255 bytes", `${"a".repeat(256)}.mp4`, 400],
    ["path longer than 4096 characters", "a/".repeat(2100) + "b", 400],
    ["empty", "", 400],
    ["symlink to /etc", "etc-link/passwd", 400],
    ["symlink to /etc itself", "etc-link", 400],
    ["symlink to a file outside", "out-link", 400],
    ["symlink loop", "loop", 400],
    ["dangling symlink", "dangling", 404],
    ["missing file", "Family/missing.mp4", 404],
    ["file used as a folder", "Family/clip.mp4/x", 404],
  ];

  test.each(nasty)("refuses %s", async (_name, relpath, status) => {
    // "" means the root itself for resolveInRoot; the media path check refuses it.
    const attempt = relpath === "" ? Promise.resolve().then(() => splitRelativePath(relpath)) : resolveInRoot(root, relpath);
    const result = await refusal(attempt);
    expect(result.status).toBe(status);
    if (status === 400) expect(result.message).toBe(INVALID_PATH);
  });
});
