import { useQuery } from "@tanstack/react-query";
import type { GridSource } from "@/components/media/GridSource";
import { folderAddress } from "./address";
import { followInPlace } from "./navigation";
import { folderPreviewOptions } from "./queries/subdirs";

/**
 * The home face's grids on the hosted /hems pages: a folder card opens the
 * folder's /hems address in place (no server round trip, nothing to
 * prefetch), its thumbnails come through the relay, and the home face's own
 * actions are off (its channels, links and watched marks are the home's).
 */
export function hostedGridSource(homeNumber: string): GridSource {
  return {
    homeActions: false,
    folderLink: (folder) => ({ href: folderAddress(folder.media_name_relpath), prefetch: false, onClick: followInPlace }),
    useFolderPreview: (folder, enabled) => useQuery({ ...folderPreviewOptions(homeNumber, folder.media_name_relpath), enabled }),
  };
}
