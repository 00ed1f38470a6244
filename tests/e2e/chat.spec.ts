import type { Browser, BrowserContext, Page } from "@playwright/test";
import { test, expect, gotoHydrated, runTag, screenshot } from "./helpers/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { signInDemoOwner } from "./helpers/session";

// The chat test page (/test/chat; this server runs with TEST_ROUTES on): the
// demo owner and a guest of the same home, in two browser contexts, see each
// other online and message both ways over a WebRTC data channel (never
// through the socket, which only relays the offers and answers); a guest who
// leaves, or closes the page, is gone from the other's list.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

type Viewport = { width: number; height: number };

async function ownerContext(browser: Browser, viewport: Viewport = DESKTOP, locale = "en"): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: test.info().project.use.baseURL! }]);
  await signInDemoOwner(context.request);
  return context;
}

/** A guest of the demo owner's home, signed in through the invite the owner made. */
async function guestContext(browser: Browser, owner: BrowserContext, name: string, viewport: Viewport = DESKTOP, locale = "en"): Promise<BrowserContext> {
  const added = await (await owner.request.post("/api_tebeauth/add_guest", { data: { guest_name: name } })).json();
  expect(added.status).toBe(true);
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: test.info().project.use.baseURL! }]);
  const accepted = await context.request.post("/api_tebeauth/accept_invite", {
    data: { invite_token: added.data.invite_token, guest_name: name, pin: "2468" },
  });
  expect(accepted.ok()).toBe(true);
  return context;
}

/** What the page's data channels sent, and everything its socket.io connection carried (WebSocket frames and polling bodies). */
async function watchTraffic(page: Page) {
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { __dataChannelSent: string[] }).__dataChannelSent = sent;
    const send = RTCDataChannel.prototype.send;
    RTCDataChannel.prototype.send = function (this: RTCDataChannel, ...args: Parameters<typeof send>) {
      sent.push(String(args[0]));
      return send.apply(this, args);
    } as typeof send;
  });
  const socketTraffic: string[] = [];
  page.on("websocket", (ws) => {
    ws.on("framesent", (frame) => socketTraffic.push(String(frame.payload)));
    ws.on("framereceived", (frame) => socketTraffic.push(String(frame.payload)));
  });
  page.on("request", (request) => {
    if (request.url().includes("/socket.io/")) socketTraffic.push(request.postData() ?? "");
  });
  return {
    socketTraffic,
    dataChannelSent: () => page.evaluate(() => (window as unknown as { __dataChannelSent: string[] }).__dataChannelSent),
  };
}

class ChatPage {
  constructor(readonly page: Page) {}
  readonly root = () => this.page.getByTestId("chat-page");
  readonly status = () => this.page.getByTestId("chat-status");
  readonly users = () => this.page.getByTestId("chat-user");
  readonly user = (name: string) => this.users().filter({ hasText: name });
  readonly messages = () => this.page.getByTestId("chat-message");
  readonly notices = () => this.page.getByTestId("chat-notice");
  readonly error = () => this.page.getByTestId("chat-error");

  async open() {
    await gotoHydrated(this.page, "/test/chat");
    await expect(this.root()).toHaveAttribute("data-status", "online");
    return this;
  }

  async send(to: string | null, text: string) {
    if (to) await this.page.getByTestId("chat-recipient").selectOption({ label: to });
    await this.page.getByTestId("chat-input").fill(text);
    await this.page.getByTestId("chat-input").press("Enter");
  }
}

test("two users of one home see each other, message both ways over the data channel, and see the other leave", async ({ browser }) => {
  const guestName = `Mei ${runTag()}`;
  const owner = await ownerContext(browser);
  const guest = await guestContext(browser, owner, guestName);
  const a = new ChatPage(await owner.newPage());
  const b = new ChatPage(await guest.newPage());
  const aTraffic = await watchTraffic(a.page);
  const bTraffic = await watchTraffic(b.page);

  await a.open();
  await expect(a.status()).toHaveText("You are demo");
  await b.open();
  await expect(b.status()).toHaveText(`You are ${guestName}`);

  // Each sees the other online, with the data channel open.
  await expect(a.user(guestName)).toHaveAttribute("data-linked", "true");
  await expect(b.user("demo")).toHaveAttribute("data-linked", "true");
  await expect(a.users()).toHaveCount(1);
  await expect(a.notices()).toHaveText([`${guestName} joined.`]);

  // The message rule: non-empty after trimming, and a recipient chosen.
  await b.send(null, "   ");
  await expect(b.error()).toHaveText("Please enter a message.");
  await b.send(null, "Hello there");
  await expect(b.error()).toHaveText("Please choose a recipient.");
  await expect(b.messages()).toHaveCount(0);

  await b.send("demo", "  Hello from the guest  ");
  await expect(b.error()).toBeEmpty();
  await expect(b.messages()).toHaveText(["You to demoHello from the guest"]);
  await expect(a.messages()).toHaveText([`${guestName} to youHello from the guest`]);
  await expect(b.page.getByTestId("chat-input")).toHaveValue("");

  await a.send(guestName, "Hi back from demo");
  await expect(b.messages().last()).toHaveText("demo to youHi back from demo");
  await expect(a.messages().last()).toHaveText(`You to ${guestName}Hi back from demo`);

  // Peer to peer: each text left through a data channel and never through the signalling socket.
  expect(await bTraffic.dataChannelSent()).toEqual([JSON.stringify({ message: "Hello from the guest" })]);
  expect(await aTraffic.dataChannelSent()).toEqual([JSON.stringify({ message: "Hi back from demo" })]);
  for (const traffic of [aTraffic.socketTraffic, bTraffic.socketTraffic]) {
    expect(traffic.some((payload) => payload.includes("signaling_message") || payload.includes('"signal"'))).toBe(true);
    expect(traffic.filter((payload) => payload.includes("Hello from the guest") || payload.includes("Hi back from demo"))).toEqual([]);
  }

  await expectNoAxeViolations(a.page);

  // Leave, then join again: the other sees both.
  await b.page.getByTestId("chat-leave").click();
  await expect(b.status()).toHaveText("You left the room.");
  await expect(a.notices().last()).toHaveText(`${guestName} left.`);
  await expect(a.users()).toHaveCount(0);
  await expect(b.page.getByTestId("chat-input")).toBeDisabled();
  await b.page.getByTestId("chat-join").click();
  await expect(a.user(guestName)).toHaveAttribute("data-linked", "true");
  await expect(b.user("demo")).toHaveAttribute("data-linked", "true");
  await b.send("demo", "Back again");
  await expect(a.messages().last()).toHaveText(`${guestName} to youBack again`);

  // Closing the page drops the connection: the other sees the guest go.
  await b.page.close();
  await expect(a.notices().last()).toHaveText(`${guestName} left.`);
  await expect(a.users()).toHaveCount(0);
  await expect(a.page.getByTestId("chat-nobody")).toBeVisible();
  await expect(a.page.getByTestId("chat-recipient")).toHaveValue("");

  await owner.close();
  await guest.close();
});

test("the chat page needs a signed-in user", async ({ browser }) => {
  const visitor = await browser.newContext();
  const reply = await visitor.request.get("/test/chat", { maxRedirects: 0 });
  expect(reply.status()).toBe(307);
  expect(reply.headers()["location"]).toBe("/?from=%2Ftest%2Fchat");
  await visitor.close();
});

for (const locale of ["en", "zh"] as const) {
  for (const [name, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`the chat page in ${locale} at ${viewport.width} px`, async ({ browser }) => {
      const guestName = `Lan ${locale} ${viewport.width} ${runTag()}`;
      const owner = await ownerContext(browser, viewport, locale);
      const guest = await guestContext(browser, owner, guestName, viewport, locale);
      const a = await new ChatPage(await owner.newPage()).open();
      const b = await new ChatPage(await guest.newPage()).open();
      await expect(a.user(guestName)).toHaveAttribute("data-linked", "true");
      await b.send("demo", locale === "en" ? "Dinner is at seven." : "七点吃晚饭。");
      await expect(a.messages()).toHaveCount(1);
      await a.send(null, "   ");
      await expect(a.error()).toHaveText(locale === "en" ? "Please enter a message." : "请输入消息。");
      await a.page.getByTestId("chat-recipient").selectOption({ label: guestName });
      await a.page.getByTestId("chat-input").fill(locale === "en" ? "See you then!" : "到时见！");
      await a.page.getByTestId("chat-send").click();
      await expect(b.messages()).toHaveCount(2);
      await expectNoAxeViolations(a.page);
      const noOverflow = await a.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(noOverflow).toBe(true);
      await screenshot(a.page, `chat-${name}-${locale}.png`, { fullPage: true });
      await screenshot(b.page, `chat-guest-${name}-${locale}.png`, { fullPage: true });
      await owner.close();
      await guest.close();
    });
  }
}
