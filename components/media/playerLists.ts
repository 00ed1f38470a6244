import type { PlayerPhoto, PlayerVideo } from "@/components/player/types";
import { photoDisplaySrc } from "@/lib/media/display-rules";
import { FILE_TYPE } from "./fileTypes";
import type { DirFile } from "./types";

// The one mapping from the file browser's rows to what the players take:
// photo lists hold photos only, video lists videos only. A photo is shown from
// its original when the browser can show it and it is small, else from its
// display rendition (HEIC, big originals: lib/media/display-rules.ts).

export function toPlayerPhotos(files: DirFile[]): PlayerPhoto[] {
  return files
    .filter((file) => file.file_type === FILE_TYPE.photo)
    .map((file) => ({
      id: file.id,
      src: photoDisplaySrc(file),
      thumbnail: file.thumbnail,
      title: file.file_title,
      takenAt: file.create_time_original ?? file.create_time,
    }));
}

export function toPlayerVideos(files: DirFile[]): PlayerVideo[] {
  return files
    .filter((file) => file.file_type === FILE_TYPE.video)
    .map((file) => ({
      id: file.id,
      src: file.file_name_url,
      ...(file.hls_url ? { hlsSrc: file.hls_url } : {}),
      thumbnail: file.thumbnail,
      title: file.file_title,
      duration: file.duration,
      fileId: file.id,
    }));
}
