"use client";

import { createContext, useContext, type MouseEvent, type ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useFolderBrief } from "./queries/folderBrief";
import { folderAddress } from "./urlState";
import type { DirFile } from "./types";

// Where the grids of a folder (./MediaGrids.tsx) lead and what they offer.
// The home face is the default: its folder addresses and folder briefs, and
// its own actions on items (add to channel, copy link, resume marks). The
// hosted face's /hems pages show the same grids over a home reached through
// its agent (components/hems): its own addresses and relayed briefs, and none
// of those actions, which act on the hosted server's data, not the home's.

export type GridSource = {
  /** Add to channel, the copy-link menu and the watched marks of partly seen videos. */
  homeActions: boolean;
  /** A folder card's link: its address, and how a click follows it (Next's router, prefetching, when left out). */
  folderLink: (folder: DirFile) => { href: string; prefetch?: false; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void };
  /** A hook: up to 4 photos and videos of a folder, for the thumbnails of its card, asked once `enabled`. */
  useFolderPreview: (folder: DirFile, enabled: boolean) => UseQueryResult<DirFile[]>;
};

const HOME_FACE: GridSource = {
  homeActions: true,
  folderLink: (folder) => ({ href: folderAddress(folder.en_file_relpath) }),
  useFolderPreview: (folder, enabled) => useFolderBrief(folder.en_file_relpath, enabled),
};

const GridSourceContext = createContext<GridSource>(HOME_FACE);

export const useGridSource = () => useContext(GridSourceContext);

export function GridSourceProvider({ source, children }: { source: GridSource; children: ReactNode }) {
  return <GridSourceContext.Provider value={source}>{children}</GridSourceContext.Provider>;
}
