import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { call, cookieFrom } from "../helpers/http";
import { POST as setup } from "@/app/api/setup/route";
import { GET as checkLogin } from "@/app/api/check_login/route";
import { db } from "@/lib/db";
import { verifySecret } from "@/lib/accounts/keys";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ DEMO: "false" });
});
afterAll(() => database.drop());

test.each([
  [{ name: "", key: "1234", repeatKey: "1234" }, "Please enter your name."],
  [{ name: "ann", key: "12", repeatKey: "12" }, "The key needs at least 4 digits."],
  [{ name: "ann", key: "12ab", repeatKey: "12ab" }, "The key is made of digits."],
  [{ name: "ann", key: "1234", repeatKey: "4321" }, "The two keys are not the same."],
])("bad setup input %j is refused and creates nothing", async (body, error) => {
  const { status, json } = await call(setup, "/api/setup", { body });
  expect(status).toBe(400);
  expect(json.error).toBe(error);
  expect(await db().user.count()).toBe(0);
});

test("the first visitor creates the owner and is signed in; afterwards setup is refused", async () => {
  const first = await call(setup, "/api/setup", { body: { name: "ann", key: "2580", repeatKey: "2580" } });
  expect(first.json).toEqual({ status: true, data: { name: "ann", loginUserType: "owner" } });
  const cookie = cookieFrom(first.response.headers.get("set-cookie")!);
  expect((await call(checkLogin, "/api/check_login", { cookie })).json.data).toMatchObject({ name: "ann", loginUserType: "owner" });
  const ann = await db().user.findUniqueOrThrow({ where: { name: "ann" } });
  expect(await verifySecret(ann.keyHash, "2580")).toBe(true);

  const second = await call(setup, "/api/setup", { body: { name: "eve", key: "1111", repeatKey: "1111" } });
  expect(second.status).toBe(409);
  expect(second.json.error).toBe("Setup is already done.");
  expect(await db().user.findUnique({ where: { name: "eve" } })).toBeNull();
});
