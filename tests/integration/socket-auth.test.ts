import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { signedIn } from "../helpers/accounts";
import { sessionHomeOf } from "@/lib/realtime/socket-auth";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

test("only a live owner session opens its home's progress room", async () => {
  const owner = await signedIn("owner");
  const guest = await signedIn("guest");
  expect(await sessionHomeOf(getConfig(), owner.cookie)).toBe(owner.homeId);
  expect(await sessionHomeOf(getConfig(), guest.cookie)).toBeNull();
  expect(await sessionHomeOf(getConfig(), "hems_session=owner.forged")).toBeNull();
  expect(await sessionHomeOf(getConfig(), undefined)).toBeNull();
  await db().session.updateMany({ where: { userId: owner.user!.id }, data: { expiresAt: new Date(Date.now() - 1) } });
  expect(await sessionHomeOf(getConfig(), owner.cookie)).toBeNull();
});
