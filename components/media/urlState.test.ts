import { folderAddress, itemAddress, matchesKey, openedAddress, swipeDirection } from "./urlState";

describe("openedAddress", () => {
  it("reads the opened photo or video from the documented addresses", () => {
    expect(openedAddress("/photo/RGVtbw")).toEqual({ kind: "photo", key: "RGVtbw" });
    expect(openedAddress("/video/42")).toEqual({ kind: "video", key: "42" });
    expect(openedAddress("/hems_photo/7/RGVtbw")).toEqual({ kind: "photo", key: "7" });
    expect(openedAddress("/hems_video/9")).toEqual({ kind: "video", key: "9" });
  });

  it("treats folders and the directory home as nothing opened", () => {
    expect(openedAddress("/folder/RGVtbw")).toBeNull();
    expect(openedAddress("/false/true")).toBeNull();
    expect(openedAddress("/hems")).toBeNull();
    expect(openedAddress("/photos/1")).toBeNull();
  });
});

describe("addresses and keys", () => {
  const file = { id: 12, en_file_relpath: "RGVtbw==" };

  it("builds the history addresses of items and folders", () => {
    expect(itemAddress("photo", file)).toBe("/photo/RGVtbw==");
    expect(itemAddress("video", file)).toBe("/video/RGVtbw==");
    expect(folderAddress("RGVtbw")).toBe("/folder/RGVtbw");
  });

  it("matches an item by id or by encoded relpath, nothing else", () => {
    expect(matchesKey(file, "12")).toBe(true);
    expect(matchesKey(file, "RGVtbw==")).toBe(true);
    expect(matchesKey(file, "13")).toBe(false);
    expect(matchesKey(file, "RGVtbw")).toBe(false);
  });
});

describe("swipeDirection", () => {
  it("needs more than 50 px sideways: right goes back, left goes forward", () => {
    expect(swipeDirection(50, 0)).toBeNull();
    expect(swipeDirection(51, 0)).toBe("back");
    expect(swipeDirection(-51, 10)).toBe("forward");
  });

  it("ignores mostly vertical moves", () => {
    expect(swipeDirection(80, 120)).toBeNull();
    expect(swipeDirection(-80, -80)).toBeNull();
  });
});
