import "server-only";
import type { ReactNode } from "react";
import { redirect } from "next/navigation";
import { HydrationBoundary } from "@tanstack/react-query";
import { DirectoryHome } from "@/components/media/DirectoryHome";
import { LibraryFolder } from "@/components/media/LibraryFolder";
import { directOpenPath } from "@/lib/shell/destinations";
import type { Caller } from "@/lib/auth/session";
import type { DirFilesPage } from "@/lib/media/browse";
import { loadDirectoryHome, loadFolder, loadFolderPreviews, loadOpenedFile, requirePageCaller } from "./load";

// The three library views every route of the group renders; the routes only
// name their address and pass their parameters.

type Query = Record<string, string | string[] | undefined>;

/** The directory home at `address`; paphotoid / pavideoid / pafolderid open that item instead. */
export async function DirectoryHomeView({ address, query }: { address: string; query: Query }) {
  const caller = await requirePageCaller(address);
  const direct = directOpenPath(query);
  if (direct) redirect(direct);
  const roots = await loadDirectoryHome(caller);
  return (
    <WithFolderPreviews caller={caller} pages={roots.map(({ page }) => page)}>
      <DirectoryHome roots={roots} baseAddress={address} />
    </WithFolderPreviews>
  );
}

export async function FolderView({ address, folder }: { address: string; folder: string }) {
  const caller = await requirePageCaller(address);
  const firstPage = await loadFolder(caller, folder);
  return (
    <WithFolderPreviews caller={caller} pages={[firstPage]}>
      <LibraryFolder firstPage={firstPage} opened={null} />
    </WithFolderPreviews>
  );
}

/** A photo or video opened by address: its player above, its folder below. */
export async function OpenedFileView({ address, file, kind }: { address: string; file: string; kind: "photo" | "video" }) {
  const caller = await requirePageCaller(address);
  const { opened, folder } = await loadOpenedFile(caller, file, kind);
  return (
    <WithFolderPreviews caller={caller} pages={[folder]}>
      <LibraryFolder firstPage={folder} opened={opened} />
    </WithFolderPreviews>
  );
}

/** `children` with the previews of the first folder cards on `pages` already in their query cache (loadFolderPreviews). */
async function WithFolderPreviews({ caller, pages, children }: { caller: Caller; pages: DirFilesPage[]; children: ReactNode }) {
  return <HydrationBoundary state={await loadFolderPreviews(caller, pages)}>{children}</HydrationBoundary>;
}
