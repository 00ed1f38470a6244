import path from "node:path";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { call } from "../helpers/http";
import { apiRoutes, paramsFor, routeModule } from "../helpers/routes";
import { b64, createInvite, lensWorldForFile, validate } from "../helpers/invites";
import { serveMediaRequest } from "@/lib/streaming/node";
import { db } from "@/lib/db";
import { GET as lvCall } from "@/app/api/media/lv/[...path]/route";
import { GET as videoCall } from "@/app/api/media/video/[...path]/route";
import { GET as playerFileCall } from "@/app/api/myfilex/playerfile/[relpath]/route";
import { GET as playerParamCall } from "@/app/api/myfilex/playerparam/[[...id]]/route";
import { GET as getPhotoCall } from "@/app/api/invite_f2f/getphoto/[relpath]/route";
import { GET as lensLoadCall } from "@/app/api/medialens_f2f/load/[id]/route";
import { GET as lensPhotoCall } from "@/app/api/medialens_f2f/getphoto/[relpath]/route";
import { GET as hlsCall } from "@/app/api/media/hls/[path]/[name]/route";
import { resetTranscoder } from "@/lib/transcode/service";
import { makeTestVideo } from "../helpers/videos";
import { scanRoot } from "@/lib/media/scanner";

// What an invite session can read: exactly the media of its lens's blocks.
// Every API route is walked with an invitee's cookie (found on disk, so a new
// route is walked too): a route that does not name lens_invitee refuses it
// (403) whatever it is asked, with a path or id outside the lens where the
// route takes one; the few that name it, and the media byte routes, serve the
// lens's files and refuse every other file and every other spelling of a path.

const world = lensWorldForFile(resetTranscoder);
let invitee: string;
let code: string;

beforeAll(async () => {
  const row = await createInvite(world);
  code = row.invite_code;
  invitee = (await validate(code, "right passcode")).cookie!;
}, 120_000);

/** The routes an invitee may call (each checks its lens itself); the media byte routes (direct and HLS) are open to "anyone" and check it in lib/streaming. */
const INVITEE_ROUTES = [
  "myfilex/playerfile/[relpath]",
  "myfilex/playerparam/[[...id]]",
  "invite_f2f/getphoto/[relpath]",
  "medialens_f2f/load/[id]",
  "medialens_f2f/loadbrief/[id]",
  "medialens_f2f/getphoto/[relpath]",
  "myfilex/resume/[id]",
  "myfilex/resumes",
];
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Params naming something outside the lens, per dynamic segment name. */
function outsideParams(route: string): Record<string, string | string[]> {
  return paramsFor(route, (name, catchAll) => {
    const value = name === "relpath" ? b64("Lib/out.jpg") : name === "id" ? String(world.ids["Lib/out.jpg"]) : b64("Lib/Sub");
    return catchAll ? [value] : value;
  });
}

describe("every API route an invitee's role is not declared for refuses it", () => {
  const walked = apiRoutes();
  test("the walk finds the file calls", () => {
    expect(walked).toEqual(expect.arrayContaining(["myfilex/dirfilesall/[[...params]]", "photos/[id]/display", "thumbs/[id]", "hems_f2f/browse/[id]/file"]));
  });
  test.each(walked)("%s", async (route) => {
    const mod = routeModule(route);
    for (const method of METHODS) {
      const declaration = mod[method]?.declaration;
      if (!declaration) continue;
      if (declaration.roles === "anyone") continue; // open calls: sign-in, config, media bytes (below), the invite visitor calls
      const named = declaration.roles.includes("lens_invitee");
      expect({ route, method, named }).toEqual({ route, method, named: INVITEE_ROUTES.includes(route) });
      if (named) continue;
      const reply = await call(mod[method] as Parameters<typeof call>[0], `/api/${route}`, {
        method,
        cookie: invitee,
        params: outsideParams(route),
        body: method === "GET" ? undefined : { relpath: "Lib/out.jpg", relpath_file: "Lib/out.jpg", file_relpath: "Lib/out.jpg" },
      });
      expect({ route, method, status: reply.status, ok: reply.json?.status }).toEqual({ route, method, status: 403, ok: false });
    }
  });
});

const lv = (relpath: string, cookie = invitee) => call(lvCall, `/media_lv_video_root/${b64(relpath)}`, { params: { path: [b64(relpath)] }, cookie });
const video = (segments: string[], cookie = invitee) => call(videoCall, `/media_video_root/${segments.join("/")}`, { params: { path: segments }, cookie });
const playerFile = (relpath: string, query = "") =>
  call(playerFileCall, `/api/myfilex/playerfile/${b64(relpath)}${query}`, { params: { relpath: b64(relpath) }, cookie: invitee });
const photo = (relpath: string) =>
  call(getPhotoCall, `/api/invite_f2f/getphoto/${b64(relpath)}?invite_code=${code}`, { params: { relpath: b64(relpath) }, cookie: invitee });

// Spellings of paths outside the lens, or of a lens file in another form: each is refused (403) before any path is resolved.
const OUTSIDE = [
  "Lib/out.jpg",
  "Lib/Sub/out.mp4",
  "Lib/Sub/deep.jpg",
  "Lib/in.jpg/../out.jpg",
  "Lib/Sub/../in.mp4",
  "Lib/./in.mp4",
  "Lib//in.mp4",
  "./Lib/in.mp4",
  "/Lib/in.mp4",
  "Lib/in.mp4/",
  "Lib\\in.mp4",
  "Lib/%2e%2e/out.jpg",
  "Lib/in.mp4%00",
  "../Lib/in.mp4",
];

describe("the lens's files and nothing else", () => {
  test("media bytes (/media_lv_video_root, /media_video_root): the lens's files stream; every other path or spelling is refused", async () => {
    expect((await lv("Lib/in.mp4")).status).toBe(200);
    expect((await lv("Lib/in.jpg")).status).toBe(200);
    expect((await video(["Lib", "in.mp4"])).status).toBe(200);
    for (const relpath of OUTSIDE) {
      expect({ relpath, status: (await lv(relpath)).status }).toEqual({ relpath, status: 403 });
      const segments = relpath.split("/");
      expect({ segments, status: (await video(segments)).status }).toEqual({ segments, status: 403 });
    }
    // Encoded forms of a segment arrive decoded once by the router; a still-encoded one is another spelling.
    for (const segments of [
      ["Lib", "%2e%2e", "out.jpg"],
      ["Lib", "Sub%2fout.mp4"],
      ["Lib", "in%2emp4"],
    ]) {
      expect({ segments, status: (await video(segments)).status }).toEqual({ segments, status: 403 });
    }
    // The owner's own session still reads every file of the home.
    expect((await lv("Lib/out.jpg", world.owner.cookie)).status).toBe(200);
  });

  test("transcoded streams (/api/media/hls): the lens's video plays; a file outside the lens is refused before anything is transcoded", async () => {
    const root = await db().mediaRoot.findFirstOrThrow({ where: { homeId: world.homeId, name: "Lib" } });
    // The world's files are stand-ins: the lens's video becomes a real HEVC one, as is outside the lens.
    makeTestVideo(root.path, "hevc.mp4", 2, "in.mp4");
    makeTestVideo(root.path, "hevc.mp4", 2, path.join("Sub", "out.mp4"));
    const hls = (relpath: string, name: string) =>
      call(hlsCall, `/api/media/hls/${b64(relpath)}/${name}`, { params: { path: b64(relpath), name }, cookie: invitee });
    // Rescanned, the lens's block names its playlist, so the invitee's player plays it transcoded.
    await scanRoot(root.id, { thumbnails: false });
    const loaded = await call(lensLoadCall, `/api/medialens_f2f/load/${world.lensId}`, { params: { id: world.lensId }, cookie: invitee });
    const block = loaded.json.data.blocks.find((b: { relpath: string }) => b.relpath === "Lib/in.mp4");
    expect(block.hls_url).toBe(`/api/media/hls/${b64("Lib/in.mp4")}/index.m3u8`);
    expect((await hls("Lib/in.mp4", "index.m3u8")).status).toBe(200);
    expect((await hls("Lib/in.mp4", "0.ts")).response.headers.get("content-type")).toBe("video/mp2t");
    for (const relpath of OUTSIDE) {
      expect({ relpath, playlist: (await hls(relpath, "index.m3u8")).status, segment: (await hls(relpath, "0.ts")).status }).toEqual({
        relpath,
        playlist: 403,
        segment: 403,
      });
    }
    expect((await call(hlsCall, "/api/media/hls/x/0.ts", { params: { path: b64("Lib/Sub/out.mp4"), name: "0.ts" }, cookie: world.owner.cookie })).status).toBe(
      200,
    );
  });

  test("server.ts's fast path (lib/streaming/node.ts) applies the same rule", async () => {
    const server = http.createServer((req, res) => {
      serveMediaRequest(req, res).then((served) => {
        if (!served) res.writeHead(418).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const get = (url: string) => fetch(`http://127.0.0.1:${port}${url}`, { headers: { cookie: invitee } }).then(async (r) => (await r.arrayBuffer(), r.status));
    try {
      expect(await get(`/media_lv_video_root/${b64("Lib/in.mp4")}`)).toBe(200);
      expect(await get(`/media_video_root/Lib/in.mp4`)).toBe(200);
      for (const relpath of ["Lib/out.jpg", "Lib/Sub/../in.mp4", "Lib/in.jpg/../out.jpg"]) {
        expect({ relpath, status: await get(`/media_lv_video_root/${b64(relpath)}`) }).toEqual({ relpath, status: 403 });
      }
      expect(await get(`/media_video_root/Lib/%2e%2e/Lib/out.jpg`)).toBe(403);
      expect(await get(`/media_video_root/Lib/Sub/out.mp4`)).toBe(403);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test("playerfile and getphoto: lens files only; ?invite_code must be the session's own", async () => {
    expect((await playerFile("Lib/in.mp4", `?invite_code=${code}`)).json.data).toEqual(expect.objectContaining({ file_name: "in.mp4" }));
    expect((await playerFile("Lib/in.jpg")).status).toBe(200);
    expect((await photo("Lib/in.jpg")).status).toBe(200);
    for (const relpath of OUTSIDE) {
      expect({ relpath, file: (await playerFile(relpath)).status, photo: (await photo(relpath)).status }).toEqual({ relpath, file: 403, photo: 403 });
    }
    const other = await createInvite(world);
    expect((await playerFile("Lib/in.mp4", `?invite_code=${other.invite_code}`)).status).toBe(403);
  });

  test("playerparam: a lens file by id alone (never its folder's other files); no id is no file (not the home's last play); other ids refused", async () => {
    const param = (id?: number) =>
      call(playerParamCall, `/api/myfilex/playerparam${id ? `/${id}` : ""}`, { params: id ? { id: [String(id)] } : {}, cookie: invitee });
    const inside = await param(world.ids["Lib/in.mp4"]);
    expect(inside.json.data.item).toEqual(expect.objectContaining({ file_name: "in.mp4" }));
    expect(inside.json.data.video_list.map((v: { file_name: string }) => v.file_name)).toEqual(["in.mp4"]);
    expect((await param()).json).toEqual({ status: true, data: null });
    for (const name of ["Lib/out.jpg", "Lib/Sub/out.mp4", "Lib/Sub", "Lib"]) {
      const id = world.ids[name];
      if (id === undefined) continue;
      expect({ name, status: (await param(id)).status }).toEqual({ name, status: 403 });
    }
  });

  test("the lens calls: its own lens loads, another lens of the home and photos outside it are refused", async () => {
    const load = (id: string) => call(lensLoadCall, `/api/medialens_f2f/load/${id}`, { params: { id }, cookie: invitee });
    expect((await load(world.lensId)).json.data.blocks.map((block: { relpath: string }) => block.relpath)).toEqual(["Lib/in.jpg", "Lib/in.mp4"]);
    const other = await db().mediaLens.create({
      data: { homeId: world.homeId, title: "Private", blocks: { create: [{ type: "2", relpath: "Lib/out.jpg" }] } },
    });
    expect((await load(other.id)).status).toBe(403);
    const lensPhoto = (relpath: string) =>
      call(lensPhotoCall, `/api/medialens_f2f/getphoto/${b64(relpath)}`, { params: { relpath: b64(relpath) }, cookie: invitee });
    expect((await lensPhoto("Lib/in.jpg")).status).toBe(200);
    expect((await lensPhoto("Lib/out.jpg")).status).toBe(403);
    // Traversal spellings: lib/lenses refuses their syntax (400) before the lens check; nothing is served either way.
    for (const relpath of ["Lib/Sub/../in.jpg", "Lib/in.mp4/../out.jpg"])
      expect({ relpath, refused: [400, 403].includes((await lensPhoto(relpath)).status) }).toEqual({ relpath, refused: true });
  });

  test("an invite session gives no page of the home: the page gate sees no signed-in caller", async () => {
    const { callerFromCookieHeader } = await import("@/lib/auth/session");
    expect(await callerFromCookieHeader(invitee)).toBeNull();
    expect(await db().inviteSession.count()).toBeGreaterThan(0);
  });
});
