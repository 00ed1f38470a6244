import "server-only";
import { redirect } from "next/navigation";
import { HydrationBoundary } from "@tanstack/react-query";
import { DirectoryHome } from "@/components/media/DirectoryHome";
import { LibraryFolder } from "@/components/media/LibraryFolder";
import { directOpenPath } from "@/lib/shell/destinations";
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
    <HydrationBoundary
      state={await loadFolderPreviews(
        caller,
        roots.map(({ page }) => page),
      )}
    >
      <DirectoryHome roots={roots} baseAddress={address} />
    </HydrationBoundary>
  );
}

export async function FolderView({ address, folder }: { address: string; folder: string }) {
  const caller = await requirePageCaller(address);
  const firstPage = await loadFolder(caller, folder);
  return (
    <HydrationBoundary state={await loadFolderPreviews(caller, [firstPage])}>
      <LibraryFolder firstPage={firstPage} opened={null} />
    </HydrationBoundary>
  );
}

/** A photo or video opened by address: its player above, its folder below. */
export async function OpenedFileView({ address, file, kind }: { address: string; file: string; kind: "photo" | "video" }) {
  const caller = await requirePageCaller(address);
  const { opened, folder } = await loadOpenedFile(caller, file, kind);
  return (
    <HydrationBoundary state={await loadFolderPreviews(caller, [folder])}>
      <LibraryFolder firstPage={folder} opened={opened} />
    </HydrationBoundary>
  );
}
