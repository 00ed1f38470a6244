import type { DirFile, DirFilesPage, MediaRootSummary } from "@/lib/media/browse";

// What the library pages hand from the server to their client components.

export type { DirFile, DirFilesPage, MediaRootSummary };

export type OpenKind = "photo" | "video";

/** A media root on the directory home with the first page of its entries. */
export type DirectoryRoot = { root: MediaRootSummary; page: DirFilesPage };

/** A photo or video opened directly by address: the item and its folder's list of the same kind. */
export type OpenedFile = { kind: OpenKind; item: DirFile; list: DirFile[] };
