import { DEFAULT_MENU_BAR_MODE, MENU_BAR_MODES, menuBarLayout } from "./menuBarModes";

describe("menu bar modes", () => {
  it("defaults to the left-right menu with everything on it", () => {
    expect(DEFAULT_MENU_BAR_MODE).toBe("LEFT_RIGHT_MENU");
    expect(menuBarLayout("LEFT_RIGHT_MENU")).toMatchObject({ present: true, brand: true, search: true, navigation: true, right: "profile" });
  });

  it("EMPTY shows no bar", () => {
    expect(menuBarLayout("EMPTY").present).toBe(false);
  });

  it("article and recipe editing put the Edit checkbox on the right", () => {
    expect(menuBarLayout("EDIT_ARTICLE").right).toBe("editToggle");
    expect(menuBarLayout("EDIT_RECIPE").right).toBe("editToggle");
  });

  it("USER_PROFILE shows only the profile menu", () => {
    expect(menuBarLayout("USER_PROFILE")).toMatchObject({ brand: false, search: false, navigation: false, right: "profile" });
  });

  it("has a layout for every mode", () => {
    for (const mode of MENU_BAR_MODES) expect(menuBarLayout(mode)).toBeDefined();
  });

  it("TINY_THEATER floats over the stage without a search and comes back on any pointer movement", () => {
    expect(menuBarLayout("TINY_THEATER")).toMatchObject({ present: true, search: false, reservesSpace: false, revealOnAnyMove: true });
    for (const mode of MENU_BAR_MODES.filter((m) => m !== "TINY_THEATER")) expect(menuBarLayout(mode).revealOnAnyMove).toBe(false);
  });
});
