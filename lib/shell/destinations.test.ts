import { directOpenPath, homePageView, isForcedLanding, rotatingBallHref, type BallContext, type HomePageContext } from "./destinations";

describe("rotatingBallHref", () => {
  const tebe: BallContext = { deployType: "tebe", signedIn: true, hasChannels: true, ytEditMode: false };

  test("in tebe view with a playlist and edit mode off it goes to the auto-play landing", () => {
    expect(rotatingBallHref(tebe)).toBe("/tbauch");
  });

  test("in tebe view with edit mode on, or without any channel, it goes to the owner's home", () => {
    expect(rotatingBallHref({ ...tebe, ytEditMode: true })).toBe("/tbhome");
    expect(rotatingBallHref({ ...tebe, hasChannels: false })).toBe("/tbhome");
    expect(rotatingBallHref({ ...tebe, hasChannels: false, ytEditMode: true })).toBe("/tbhome");
  });

  test("in tebe view without a session it goes to the re-login notice, whatever else is known", () => {
    expect(rotatingBallHref({ ...tebe, signedIn: false })).toBe("/tbrelogin");
    expect(rotatingBallHref({ ...tebe, signedIn: false, hasChannels: false, ytEditMode: true })).toBe("/tbrelogin");
  });

  test("on the home face, signed in, it goes to /tblanding whatever the channels and edit mode", () => {
    for (const hasChannels of [true, false])
      for (const ytEditMode of [true, false]) expect(rotatingBallHref({ deployType: "home", signedIn: true, hasChannels, ytEditMode })).toBe("/tblanding");
  });

  test("on the home face, signed out, it returns to the home page and its sign-in", () => {
    for (const hasChannels of [true, false])
      for (const ytEditMode of [true, false]) expect(rotatingBallHref({ deployType: "home", signedIn: false, hasChannels, ytEditMode })).toBe("/");
  });
});

describe("homePageView", () => {
  const home: HomePageContext = { deployType: "home", signedIn: true, forceLanding: false, autoPlayChannels: ["abc123.json"] };

  test("a signed-in user with auto-play channels gets the two channel pages", () => {
    expect(homePageView(home)).toBe("channels");
  });

  test("without any auto-play channel the hero screen stays", () => {
    expect(homePageView({ ...home, autoPlayChannels: [] })).toBe("hero");
  });

  test("the forced landing shows the hero instead of auto-play", () => {
    expect(homePageView({ ...home, forceLanding: true })).toBe("hero");
  });

  test("nobody signed in on the home face: the sign-in, forced or not", () => {
    expect(homePageView({ ...home, signedIn: false })).toBe("signIn");
    expect(homePageView({ ...home, signedIn: false, forceLanding: true })).toBe("signIn");
  });

  test("the tebe face's home page is its landing page", () => {
    expect(homePageView({ ...home, deployType: "tebe" })).toBe("hero");
    expect(homePageView({ ...home, deployType: "tebe", signedIn: false })).toBe("hero");
  });
});

describe("isForcedLanding", () => {
  test.each([
    [undefined, false],
    ["1", true],
    ["", true],
    ["true", true],
    ["0", false],
    ["false", false],
    ["FALSE", false],
    [["1", "0"], true],
    [[], false],
  ])("%p -> %p", (value, expected) => {
    expect(isForcedLanding(value as string | string[] | undefined)).toBe(expected);
  });
});

describe("directOpenPath", () => {
  test.each([
    [{ paphotoid: "37" }, "/photo/37"],
    [{ pavideoid: "36" }, "/video/36"],
    [{ pafolderid: "5" }, "/folder/5"],
    [{ paphotoid: "37", pavideoid: "36", pafolderid: "5" }, "/photo/37"],
    [{ pavideoid: "36", pafolderid: "5" }, "/video/36"],
    [{ paphotoid: "abc", pafolderid: "5" }, "/folder/5"],
    [{ paphotoid: "0" }, null],
    [{ paphotoid: "../x" }, null],
    [{ paphotoid: ["1", "2"] }, null],
    [{ forceLanding: "1" }, null],
    [{}, null],
  ])("%j -> %p", (query, expected) => {
    expect(directOpenPath(query)).toBe(expected);
  });
});
