import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { call, cookieFrom } from "../helpers/http";
import { POST as setup } from "@/app/api/setup/route";
import { GET as checkLogin } from "@/app/api/check_login/route";
import { db } from "@/lib/db";
import { verifySecret } from "@/lib/accounts/keys";
import { startUp } from "@/lib/startup";
import { resetConfigForTests } from "@/lib/config";
import { stopMediaIndexer } from "@/lib/media/indexer";

// First run of the home face with nobody configured (DEMO=false, no
// OWNER_NAME/OWNER_KEY): the server prints a one-time setup code at start,
// and only a visitor who has it creates the owner.

let database: TestDatabase;
let printedCode: string;
beforeAll(async () => {
  database = await createTestDatabase({ DEMO: "false" });
  delete process.env.OWNER_NAME;
  delete process.env.OWNER_KEY;
  const printed = jest.spyOn(console, "log").mockImplementation(() => undefined);
  await startUp();
  const line = printed.mock.calls.map((args) => String(args[0])).find((text) => text.startsWith("First-run setup code: "));
  printed.mockRestore();
  printedCode = /First-run setup code: (\S+)/.exec(line ?? "")?.[1] ?? "";
});
afterAll(async () => {
  await stopMediaIndexer();
  await database.drop();
});

const owner = (setupCode: string) => ({ name: "ann", key: "2580", repeatKey: "2580", setupCode });

test("the code printed at start is three groups of four easily typed characters", () => {
  expect(printedCode).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
});

test.each([
  [{ name: "", key: "1234", repeatKey: "1234" }, "Please enter your name."],
  [{ name: "ann", key: "12", repeatKey: "12" }, "The key needs at least 4 digits."],
  [{ name: "ann", key: "12ab", repeatKey: "12ab" }, "The key is made of digits."],
  [{ name: "ann", key: "1234", repeatKey: "4321" }, "The two keys are not the same."],
])("bad setup input %j is refused and creates nothing", async (body, error) => {
  const { status, json } = await call(setup, "/api/setup", { body: { ...body, setupCode: printedCode } });
  expect(status).toBe(400);
  expect(json.error).toBe(error);
  expect(await db().user.count()).toBe(0);
});

test.each([
  ["without a code", { name: "ann", key: "2580", repeatKey: "2580" }, 400, "Please enter the setup code."],
  ["with an empty code", owner("  "), 400, "Please enter the setup code."],
  ["with a wrong code", owner("ABCD-EFGH-JKMN"), 403, "The setup code is not right. It is printed in the server's log at start."],
  [
    "with a code one character off",
    () => owner(printedCode.slice(0, -1) + (printedCode.endsWith("2") ? "3" : "2")),
    403,
    "The setup code is not right. It is printed in the server's log at start.",
  ],
])("setup %s is refused and creates nothing", async (_, body, status, error) => {
  const reply = await call(setup, "/api/setup", { body: typeof body === "function" ? body() : body });
  expect(reply.status).toBe(status);
  expect(reply.json.error).toBe(error);
  expect(reply.response.headers.get("set-cookie")).toBeNull();
  expect(await db().user.count()).toBe(0);
});

test("guessing is limited: after 10 wrong codes an address is refused even with the right one", async () => {
  const headers = { "x-hems-client-ip": "203.0.113.9" };
  for (let i = 0; i < 10; i++) {
    expect((await call(setup, "/api/setup", { body: owner(`WRNG-${String(i).padStart(4, "Z")}-CODE`), headers })).status).toBe(403);
  }
  const blocked = await call(setup, "/api/setup", { body: owner(printedCode), headers });
  expect(blocked.status).toBe(429);
  expect(Number(blocked.response.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await db().user.count()).toBe(0);
});

test("the printed code creates the owner, who is signed in; it works once", async () => {
  // Typed by a person: lower case, spaces instead of dashes.
  const typed = printedCode.toLowerCase().replace(/-/g, " ");
  const first = await call(setup, "/api/setup", { body: owner(typed) });
  expect(first.json).toEqual({ status: true, data: { name: "ann", loginUserType: "owner" } });
  const cookie = cookieFrom(first.response.headers.get("set-cookie")!);
  expect((await call(checkLogin, "/api/check_login", { cookie })).json.data).toMatchObject({ name: "ann", loginUserType: "owner" });
  const ann = await db().user.findUniqueOrThrow({ where: { name: "ann" } });
  expect(await verifySecret(ann.keyHash, "2580")).toBe(true);

  const second = await call(setup, "/api/setup", { body: { ...owner(printedCode), name: "eve" } });
  expect(second.status).toBe(409);
  expect(second.json.error).toBe("Setup is already done.");
  expect(await db().user.findUnique({ where: { name: "eve" } })).toBeNull();

  // Even with no owner again, the used code opens nothing.
  await db().user.deleteMany();
  const again = await call(setup, "/api/setup", { body: { ...owner(printedCode), name: "eve" } });
  expect(again.status).toBe(403);
  expect(await db().user.count()).toBe(0);
});

test("a start with an owner (here OWNER_NAME/OWNER_KEY) prints no code and opens no setup", async () => {
  Object.assign(process.env, { OWNER_NAME: "olga", OWNER_KEY: "97531" });
  resetConfigForTests();
  const printed = jest.spyOn(console, "log").mockImplementation(() => undefined);
  try {
    await startUp();
    expect(printed.mock.calls.map((args) => String(args[0])).filter((text) => text.includes("setup code"))).toEqual([]);
  } finally {
    printed.mockRestore();
    delete process.env.OWNER_NAME;
    delete process.env.OWNER_KEY;
    resetConfigForTests();
  }
  expect(await db().user.findUnique({ where: { name: "olga" } })).not.toBeNull();
  const reply = await call(setup, "/api/setup", { body: { ...owner(printedCode), name: "eve" } });
  expect(reply.status).toBe(409);
  expect(await db().user.findUnique({ where: { name: "eve" } })).toBeNull();
});
