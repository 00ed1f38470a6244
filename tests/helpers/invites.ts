import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { db } from "@/lib/db";
import { thumbnailJobsSettled } from "@/lib/thumbnails/thumbnails";
import { POST as createCall } from "@/app/api/invite_f2f/create/route";
import { POST as validateCall } from "@/app/api/invite_f2f/validateinvite/[id]/route";
import { homeWithCallers } from "./accounts";
import { b64, call, cookieFrom } from "./http";
import { addScannedRoot } from "./media";
import { testDatabaseForFile } from "./database";

// A home with a media root, a lens of two of its files and invites to it, for
// the invite tests. The root "Lib":
//   in.jpg, in.mp4      the lens's blocks
//   out.jpg, Sub/out.mp4, Sub/deep.jpg   the rest of the home

export const LENS_FILES = ["Lib/in.jpg", "Lib/in.mp4"];
export { b64 };

export type LensWorld = {
  homeId: string;
  lensId: string;
  owner: { cookie: string };
  guest: { cookie: string };
  stranger: { cookie: string; homeId: string };
  /** Media file ids by relpath ("Lib/in.jpg"). */
  ids: Record<string, number>;
};

const jpeg = () =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: "#3366cc" } })
    .jpeg()
    .toBuffer();

export async function makeLensWorld(dataDir: string): Promise<LensWorld> {
  const { home, owner, guest, stranger } = await homeWithCallers("Lens Home");
  const lib = path.join(fs.mkdtempSync(path.join(dataDir, "lens-")), "lib");
  fs.mkdirSync(path.join(lib, "Sub"), { recursive: true });
  for (const name of ["in.jpg", "out.jpg", "Sub/deep.jpg"]) fs.writeFileSync(path.join(lib, name), await jpeg());
  for (const name of ["in.mp4", "Sub/out.mp4"]) fs.writeFileSync(path.join(lib, name), Buffer.alloc(4096, 7));
  const ids = await addScannedRoot(home.id, "Lib", lib, { metadata: false });
  await thumbnailJobsSettled();
  const lens = await db().mediaLens.create({
    data: {
      homeId: home.id,
      title: "Summer",
      blocks: { create: LENS_FILES.map((relpath, position) => ({ type: relpath.endsWith(".jpg") ? "2" : "3", relpath, position })) },
    },
  });
  return { homeId: home.id, lensId: lens.id, owner, guest, stranger, ids };
}

/**
 * The test file's database with a lens world in it, filled in a beforeAll like testDatabaseForFile's;
 * `settle` runs before the drop, after the thumbnail jobs the world started.
 */
export function lensWorldForFile(settle?: () => Promise<unknown>): LensWorld {
  const world = {} as LensWorld;
  const database = testDatabaseForFile(async () => {
    await settle?.();
    await thumbnailJobsSettled();
  });
  beforeAll(async () => {
    Object.assign(world, await makeLensWorld(database.dataDir));
  }, 120_000);
  return world;
}

export type NewInvite = { expiration?: number | null; view_count?: number | null; passcode?: string; note?: string };

/** An invite made by the owner through the API; returns its list row. */
export async function createInvite(world: LensWorld, input: NewInvite = {}) {
  const body = { resource_id: world.lensId, expiration: 24, view_count: 10, passcode: "right passcode", note: "", ...input };
  const reply = await call(createCall, "/api/invite_f2f/create", { body, cookie: world.owner.cookie });
  if (reply.status !== 200) throw new Error(`create invite: ${reply.status} ${JSON.stringify(reply.json)}`);
  return reply.json.data as { id: string; invite_code: string; view_count: number; max_views: number | null; revoked: boolean };
}

let addressCounter = 0;
/** A client address no other call of the test file used (attempt limits are per address). */
export const freshAddress = () => `10.77.${Math.floor(++addressCounter / 250) % 250}.${addressCounter % 250}`;

/** POST validateinvite as a visitor; `cookie` is the invite session cookie when it opened one. */
export async function validate(code: string, passcode: string, options: { address?: string; cookie?: string } = {}) {
  const reply = await call(validateCall, `/api/invite_f2f/validateinvite/${code}`, {
    body: { passcode },
    params: { id: code },
    cookie: options.cookie,
    headers: { "x-hems-client-ip": options.address ?? freshAddress() },
  });
  const setCookie = reply.response.headers.get("set-cookie");
  return { ...reply, setCookie, cookie: setCookie ? cookieFrom(setCookie) : undefined };
}
