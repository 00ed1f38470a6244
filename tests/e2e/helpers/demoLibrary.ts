import type { APIRequestContext } from "@playwright/test";
import { expect } from "./test";

// The demo library as specs reach it: folders walked by title through the
// app's own listing call (dirfilesall), and the links 'Copy video link' gives.

export type DirFile = {
  id: number;
  file_type: number;
  file_title: string;
  file_name: string;
  file_name_url: string;
  en_file_relpath: string;
  media_name_relpath: string;
};

/** Waits until the demo library's first scan has finished. */
export async function demoScanned(request: APIRequestContext) {
  await expect.poll(async () => (await (await request.get("/api_myfilex/scanstatus")).json()).data?.[0]?.status, { timeout: 60_000 }).toBe("succeeded");
}

/** The folder reached from the top through the folders titled `titles` ([]: the top): its encoded relpath (for /folder/…) and its entries. */
export async function folderByTitles(request: APIRequestContext, titles: string[]): Promise<{ relpath: string; files: DirFile[] }> {
  let relpath = "";
  for (const title of [...titles, null]) {
    const reply = await (await request.get(`/api_myfilex/dirfilesall/0${relpath ? `/${relpath}` : ""}?thumbs=url`)).json();
    const files: DirFile[] = JSON.parse(reply.data).dir_files;
    if (title === null) return { relpath, files };
    const folder = files.find((f) => f.file_type === 1 && f.file_title === title);
    if (!folder) throw new Error(`No folder ${title}`);
    relpath = folder.en_file_relpath;
  }
  throw new Error("unreachable");
}

/** An entry's link as 'Copy video link' gives it: /lv/{id}/{en_file_relpath}. */
export const mediaLink = (file: DirFile) => `/lv/${file.id}/${file.en_file_relpath}`;

/** Family/2023 Summer once the first scan is done: the links of its video and of its photos. */
export async function summerLinks(request: APIRequestContext): Promise<{ video: string; photos: string[] }> {
  await demoScanned(request);
  const { files } = await folderByTitles(request, ["Family", "2023 Summer"]);
  return { video: mediaLink(files.find((f) => f.file_type === 3)!), photos: files.filter((f) => f.file_type === 2).map(mediaLink) };
}
