import { expect, type APIRequestContext } from "@playwright/test";

// Lens helpers for the browser specs (the lens and invite specs share them).

/** Relpaths of the demo library's summer folder (once the first scan is done): a photo and the video. */
export async function summerRelpaths(request: APIRequestContext): Promise<{ photo: string; video: string }> {
  await expect.poll(async () => (await (await request.get("/api_myfilex/scanstatus")).json()).data?.[0]?.status, { timeout: 60_000 }).toBe("succeeded");
  type DirFile = { file_type: number; file_title: string; file_name: string; en_file_relpath: string; media_name_relpath: string };
  const folder = async (encoded?: string): Promise<DirFile[]> =>
    JSON.parse((await (await request.get(`/api_myfilex/dirfilesall/0${encoded ? `/${encoded}` : ""}`)).json()).data).dir_files;
  const family = (await folder()).find((f) => f.file_title === "Family")!;
  const summer = await folder((await folder(family.en_file_relpath)).find((f) => f.file_title === "2023 Summer")!.en_file_relpath);
  return {
    photo: summer.find((f) => f.file_type === 2)!.media_name_relpath,
    video: summer.find((f) => f.file_name === "Summer highlights.mp4")!.media_name_relpath,
  };
}
