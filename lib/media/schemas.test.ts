import en from "../../messages/en.json";
import { AddMediaRootInput, MEDIA_ROOT_ERRORS, mediaRootError, mediaRootErrorOf } from "./schemas";

// The media-folder refusals the server sends are the English texts the
// settings page shows (and translates by key): the two must not drift apart.

describe("media folder refusals", () => {
  test("each server text is the English message of its key", () => {
    expect(en.settings.mediaRoots.errors).toEqual(MEDIA_ROOT_ERRORS);
  });

  test("a text is traced back to its key and folder", () => {
    for (const key of Object.keys(MEDIA_ROOT_ERRORS) as Array<keyof typeof MEDIA_ROOT_ERRORS>) {
      expect(mediaRootErrorOf(mediaRootError(key, "Photos 2024"))).toEqual({ key, root: MEDIA_ROOT_ERRORS[key].includes("{root}") ? "Photos 2024" : "" });
    }
  });

  test("names and paths", () => {
    const ok = (name: string, path = "/srv/photos") => AddMediaRootInput.safeParse({ name, path }).success;
    expect(ok(" Family ")).toBe(true);
    expect(ok("家庭照片")).toBe(true);
    expect(ok("x".repeat(32))).toBe(true);
    expect(ok("x".repeat(33))).toBe(false);
    expect(ok("")).toBe(false);
    expect(ok("a/b")).toBe(false);
    expect(ok("a\\b")).toBe(false);
    expect(ok("a\u0000b")).toBe(false);
    expect(ok(".")).toBe(false);
    expect(ok("Family", "srv/photos")).toBe(false);
    expect(ok("Family", "C:\\photos")).toBe(false);
    expect(AddMediaRootInput.parse({ name: " Family ", path: " /srv/photos " })).toEqual({ name: "Family", path: "/srv/photos" });
  });
});
