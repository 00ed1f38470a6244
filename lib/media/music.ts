import fs from "node:fs/promises";
import path from "node:path";
import { notFound } from "../http/errors";
import { INTRO_SOUND_URL, MUSIC_URL_PREFIX } from "./music-urls";

// Background music: an intro sound and a few tracks we generated ourselves
// (scripts/make-music.sh), served as static files from public/music/.

export const NO_MUSIC = "No music found.";

const MUSIC_DIR = path.join(process.cwd(), "public", "music");
const AUDIO_FILE = /\.(m4a|mp3|ogg|opus|aac)$/i;

/** The tracks of the music folder, the intro left out, by name. */
export async function musicTracks(): Promise<string[]> {
  const names = await fs.readdir(MUSIC_DIR).catch(() => []);
  return names.filter((name) => AUDIO_FILE.test(name) && MUSIC_URL_PREFIX + name !== INTRO_SOUND_URL).sort();
}

/** GET /api_myfilex/getrandmusic (signed-in callers): data is the URL of a random track, e.g. "/music/track-2.m4a". */
export async function randomMusic(): Promise<string> {
  const tracks = await musicTracks();
  const track = tracks[Math.floor(Math.random() * tracks.length)];
  if (track === undefined) throw notFound(NO_MUSIC);
  return MUSIC_URL_PREFIX + encodeURIComponent(track);
}
