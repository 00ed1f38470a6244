import { hiddenInEnvironment, opensGlobalSearch, orderTiles, tebeHomeTiles, visibleTiles, type ShellContext } from "./tiles";

const ids = (ctx: ShellContext) => visibleTiles(ctx).map((t) => t.id);
/** The seven tiles in their default order. */
const ALL_TILES = ["media", "youtube", "document", "theater", "channels", "homeMedias", "settings"];

describe("visibleTiles", () => {
  test("an admin on a local home server sees all seven tiles", () => {
    expect(ids({ deployType: "home", appEnv: "local", isAdmin: true })).toEqual(ALL_TILES);
  });

  test("non-admins see only Media, Channels and Tiny Theater", () => {
    expect(ids({ deployType: "home", appEnv: "local", isAdmin: false })).toEqual(["media", "theater", "channels"]);
  });

  test.each(["production", "development"] as const)("in %s the YouTube, Tiny Theater and My Home Medias tiles are hidden", (appEnv) => {
    expect(ids({ deployType: "home", appEnv, isAdmin: true })).toEqual(["media", "document", "channels", "settings"]);
    expect(ids({ deployType: "home", appEnv, isAdmin: false })).toEqual(["media", "channels"]);
  });

  test("the tebe face has YouTube Videos, Channels and, for admins, Settings", () => {
    expect(visibleTiles({ deployType: "tebe", appEnv: "production", isAdmin: true })).toEqual([
      { id: "youtube", href: "/tbview?search=global" },
      { id: "channels", href: "/tbplaylist/y" },
      { id: "settings", href: "/tbsettings" },
    ]);
    expect(ids({ deployType: "tebe", appEnv: "production", isAdmin: false })).toEqual(["youtube", "channels"]);
  });

  test("the tebe home screen has the same tiles on either face: Settings only for admins", () => {
    expect(tebeHomeTiles(true).map((t) => t.href)).toEqual(["/tbview?search=global", "/tbplaylist/y", "/tbsettings"]);
    expect(tebeHomeTiles(false).map((t) => t.id)).toEqual(["youtube", "channels"]);
  });
});

describe("orderTiles", () => {
  const tiles = visibleTiles({ deployType: "home", appEnv: "local", isAdmin: true });

  test("applies a saved order and keeps unknown and missing tiles in their default place after it", () => {
    const rest = ALL_TILES.filter((id) => id !== "settings" && id !== "media");
    expect(orderTiles(tiles, ["settings", "ghost", "media"]).map((t) => t.id)).toEqual(["settings", "media", ...rest]);
  });

  test("an empty saved order is the default order", () => {
    expect(orderTiles(tiles, [])).toEqual(tiles);
  });
});

describe("opensGlobalSearch", () => {
  test("only ?search=global opens the search over everything", () => {
    expect(opensGlobalSearch("?search=global")).toBe(true);
    expect(opensGlobalSearch("?x=1&search=global")).toBe(true);
    expect(opensGlobalSearch("")).toBe(false);
    expect(opensGlobalSearch("?search=1")).toBe(false);
  });
});

describe("hiddenInEnvironment", () => {
  test("one rule for the tile and its page: Tiny Theater exists only in a local environment", () => {
    expect(hiddenInEnvironment("theater", "local")).toBe(false);
    expect(hiddenInEnvironment("theater", "development")).toBe(true);
    expect(hiddenInEnvironment("theater", "production")).toBe(true);
    expect(hiddenInEnvironment("channels", "production")).toBe(false);
    for (const appEnv of ["local", "development", "production"] as const) {
      const shown = visibleTiles({ deployType: "home", appEnv, isAdmin: true }).some((t) => t.id === "theater");
      expect(shown).toBe(!hiddenInEnvironment("theater", appEnv));
    }
  });
});
