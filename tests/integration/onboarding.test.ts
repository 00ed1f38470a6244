import { call, cookieFrom } from "../helpers/http";
import type { TestOidcProvider } from "../helpers/oidc-provider";
import { startTebeWithGoogle } from "../helpers/tebe-google";
import { db } from "@/lib/db";
import { TEMPLATES } from "@/lib/onboarding/catalog";
import { encodeUrlSafeBase64Path } from "@/lib/media/paths";
import { POST as preregisterWithToken } from "@/app/api/tebeauth/preregister_with_token/route";
import { POST as registerWithToken } from "@/app/api/tebeauth/register_with_token/route";
import { nth } from "../helpers/checked";

// Onboarding's "create account" step: register_with_token with the template
// chosen in step 4 (sent as step3.choice) creates the home and its starter content.

let fake: TestOidcProvider;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ fake, stop } = await startTebeWithGoogle({ YOUTUBE_THUMBNAIL_URL: "http://127.0.0.1:9/thumbs/" }));
});
afterAll(() => stop());

let counter = 0;
async function register(onboardData: unknown, acceptLanguage = "en-US") {
  counter++;
  fake.user = { sub: `sub-onboard-${counter}`, email: `onboard${counter}@example.com`, name: "New Owner", email_verified: true };
  const headers = { "x-hems-client-ip": `10.11.0.${counter}`, "accept-language": acceptLanguage };
  const pre = await call(preregisterWithToken, "/api_tebeauth/preregister_with_token", { body: { id_token: await fake.idToken() }, headers });
  const set = pre.response.headers.getSetCookie().find((c) => c.startsWith("hems_google_registration="))!;
  const registration = cookieFrom(set);
  const reply = await call(registerWithToken, "/api_tebeauth/register_with_token", { body: { onboard_data: onboardData }, cookie: registration, headers });
  return { reply, registration, headers };
}

async function contentOf(homeNumber: string) {
  const home = await db().home.findUniqueOrThrow({ where: { number: homeNumber } });
  const sections = await db().section.findMany({
    where: { homeId: home.id },
    orderBy: { position: "asc" },
    include: { links: { orderBy: { position: "asc" } } },
  });
  const channels = await db().channel.findMany({ where: { homeId: home.id }, include: { items: { orderBy: { position: "asc" } } } });
  return { sections, channels };
}

describe.each(TEMPLATES.map((t, i) => [`Choice ${i + 1}`, t] as const))("template %s", (label, template) => {
  test("creates its categories with their videos and a channel of those videos", async () => {
    const { reply } = await register({ step3: { choice: label }, user_profile: { home_name: "Starter" } });
    expect(reply.status).toBe(200);
    const { sections, channels } = await contentOf(reply.json.data.home_number);
    expect(sections.map((s) => s.name)).toEqual(template.categories.map((c) => c.name.en));
    sections.forEach((section, i) => {
      expect(section.position).toBe(i);
      expect(section.links.map((l) => [l.youtubeId, l.title, l.position])).toEqual(nth(template.categories, i).videos.map((v, j) => [v.youtubeId, v.title, j]));
      for (const link of section.links) expect(link.thumbnail).toBe(`http://127.0.0.1:9/thumbs/vi/${link.youtubeId}/hqdefault.jpg`);
    });
    expect(channels).toHaveLength(1);
    expect(nth(channels, 0).name).toBe(template.channel.name.en);
    expect(nth(channels, 0).fileName).toMatch(/^[A-Za-z0-9_-]{6}\.json$/);
    // Every channel item is a categorised video of this home: /yv/{id}/{en_relpath of its category}.
    const categoryOf = new Map(sections.flatMap((s) => s.links.map((l) => [l.youtubeId, s.name])));
    expect(nth(channels, 0).items.map((item) => item.mediaPath)).toEqual(
      template.channel.youtubeIds.map((id) => `/yv/${id}/${encodeUrlSafeBase64Path(categoryOf.get(id)!)}`),
    );
  });
});

test("a home registered from a Chinese browser gets the template's Chinese names", async () => {
  const { reply } = await register({ step3: { choice: "choice 1" } }, "zh-CN,zh;q=0.9");
  const { sections, channels } = await contentOf(reply.json.data.home_number);
  expect(sections.map((s) => s.name)).toEqual(nth(TEMPLATES, 0).categories.map((c) => c.name.zh));
  expect(nth(channels, 0).name).toBe(nth(TEMPLATES, 0).channel.name.zh);
});

test("the two templates differ", () => {
  expect(nth(TEMPLATES, 0).categories.map((c) => c.name)).not.toEqual(nth(TEMPLATES, 1).categories.map((c) => c.name));
});

test("without a template choice (or an unknown one) the home starts empty", async () => {
  for (const onboardData of [{}, { step3: { choice: "choice 9" } }]) {
    const { reply } = await register(onboardData);
    expect(reply.status).toBe(200);
    const { sections, channels } = await contentOf(reply.json.data.home_number);
    expect(sections).toHaveLength(0);
    expect(channels).toHaveLength(0);
  }
});

test("account creation runs once: a second register_with_token is refused and adds no second template", async () => {
  const { reply, registration, headers } = await register({ step3: { choice: "choice 1" } });
  expect(reply.status).toBe(200);
  const again = await call(registerWithToken, "/api_tebeauth/register_with_token", {
    body: { onboard_data: { step3: { choice: "choice 2" } } },
    cookie: registration,
    headers,
  });
  expect(again.status).toBe(409);
  expect(again.json).toMatchObject({ status: false, error: "USER_ALREADY_REGISTERED" });
  const { sections, channels } = await contentOf(reply.json.data.home_number);
  expect(sections.map((s) => s.name)).toEqual(nth(TEMPLATES, 0).categories.map((c) => c.name.en));
  expect(channels).toHaveLength(1);
  expect(await db().home.count({ where: { users: { some: { googleSubject: fake.user.sub } } } })).toBe(1);
});

test("each new home gets its own copy of the template", async () => {
  const first = await register({ step3: { choice: "choice 2" } });
  const second = await register({ step3: { choice: "choice 2" } });
  const a = await contentOf(first.reply.json.data.home_number);
  const b = await contentOf(second.reply.json.data.home_number);
  expect(a.sections.map((s) => s.id)).not.toEqual(b.sections.map((s) => s.id));
  expect(a.sections.map((s) => s.name)).toEqual(b.sections.map((s) => s.name));
});
