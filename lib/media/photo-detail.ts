import "server-only";
import type { Caller } from "../auth/session";
import { jpegDataUrl } from "./images";
import { homeFile, mediaItem } from "./player";
import { resolveMediaPath } from "./resolve";

// A photo's detail {img64, file_name, create_time_original,
// create_time}, the reply of the lens photo calls (GET
// /api_medialens_f2f/getphoto/{relpath} and /api_invite_f2f/getphoto/...):
// those routes belong to the lens and invite features, which call this with
// the access rule of their own.

/** The long side of img64: big enough for a full-screen photo, small enough for one JSON reply (~200-400 KB). */
export const PHOTO_DETAIL_MAX_SIDE = 1600;

export type PhotoDetail = { img64: string; file_name: string; create_time_original: string | null; create_time: string };

/** A photo of the caller's home by its plain media relpath "<root>/<path>" (400 bad path, 404 not a photo of the home). */
export async function photoDetail(caller: Caller, mediaRelpath: string): Promise<PhotoDetail> {
  const entry = await homeFile(caller, mediaRelpath, ["photo"]);
  const { realPath } = await resolveMediaPath(caller.homeId, mediaRelpath);
  const item = mediaItem(entry);
  return {
    img64: await jpegDataUrl(realPath, PHOTO_DETAIL_MAX_SIDE),
    file_name: item.file_name,
    create_time_original: item.create_time_original,
    create_time: item.create_time,
  };
}
