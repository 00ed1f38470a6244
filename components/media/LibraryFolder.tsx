"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { AddToChannelProvider } from "@/components/channels/AddToChannel";
import { TwoPageLayout } from "@/components/player/TwoPageLayout";
import { useSearchScope } from "@/components/shell/ShellContext";
import { ErrorDialog } from "@/components/ui/ErrorDialog";
import { Breadcrumb } from "./Breadcrumb";
import { FolderContents } from "./FolderContents";
import { InlinePlaybackProvider } from "./InlinePlayback";
import { useDirFilesAll } from "./queries/dirFilesAll";
import { usePlayerList } from "./queries/procFileUrl";
import { ScanProgress } from "./ScanProgress";
import { useHistoryGestures } from "./useHistoryGestures";
import { useInView } from "./useInView";
import { useOpenedItem } from "./useOpenedItem";
import { folderAddress } from "./urlState";
import type { DirFilesPage, OpenedFile } from "./types";
import styles from "./media.module.css";

// The players (slideshow, video with its streaming) load only once a photo or video is opened:
// a folder's first load goes without them. An address that opens one still renders it on the server.
const PlayerSlot = dynamic(() => import("./PlayerSlot").then((module) => module.PlayerSlot));

type Props = {
  /** Page 0 of the folder, from the server. */
  firstPage: DirFilesPage;
  /** The photo or video the address opened, when the page was opened on one. */
  opened: OpenedFile | null;
};

/**
 * The one-folder view: the media scan's progress while one runs, breadcrumb,
 * video grid, photo grid, folder cards and a load-more sentinel. An opened photo or video plays in the two-page layout,
 * the player above and this folder below.
 */
export function LibraryFolder({ firstPage, opened }: Props) {
  const pages = useDirFilesAll(firstPage);
  const files = pages.data.pages.flatMap((page) => page.dir_files);
  const info = firstPage.dir_info;
  const baseAddress = folderAddress(info.en_relpath);
  const known = opened ? [opened.item, ...files] : files;
  const { kind, item, open, close, follow } = useOpenedItem(known, baseAddress);
  const playerList = usePlayerList(kind ?? "photo", item, opened);
  const gestures = useHistoryGestures(item === null);
  useSearchScope(info.media_name_relpath);
  // An item opened further down the folder plays on page 1: bring it into view.
  const openedId = item?.id ?? null;
  useEffect(() => {
    if (openedId !== null) window.scrollTo({ top: 0, behavior: "instant" });
  }, [openedId]);

  const folder = (
    <div className={styles.page} {...gestures} data-testid="library-folder" data-relpath={info.media_name_relpath}>
      <ScanProgress />
      <Breadcrumb trail={firstPage.breadcrumbfull} />
      <h1 className={styles.pageTitle}>{info.dir_name_orig}</h1>
      <InlinePlaybackProvider>
        <FolderContents files={files} onOpen={open} />
      </InlinePlaybackProvider>
      <LoadMore
        hasMore={pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        error={pages.isFetchNextPageError ? pages.error : null}
        onLoad={() => void pages.fetchNextPage()}
      />
      <PagingError error={pages.isFetchNextPageError ? pages.error : null} />
    </div>
  );

  if (!item || !kind) return <AddToChannelProvider>{folder}</AddToChannelProvider>;
  return (
    <AddToChannelProvider>
      <TwoPageLayout
        player={
          <PlayerSlot
            kind={kind}
            item={item}
            list={playerList.data}
            failed={playerList.isError}
            albumTitle={info.dir_name_orig}
            albumKey={info.media_name_relpath}
            onClose={close}
            onFollow={follow}
          />
        }
      >
        {folder}
      </TwoPageLayout>
    </AddToChannelProvider>
  );
}

/**
 * The sentinel below the grids: while it is in view and more pages exist, the
 * next one loads. A page that failed is not asked again by itself (the error
 * dialog says so): once the sentinel has left the view and comes back.
 */
function LoadMore({ hasMore, loading, error, onLoad }: { hasMore: boolean; loading: boolean; error: Error | null; onLoad: () => void }) {
  const t = useTranslations("common");
  const { ref, inView } = useInView<HTMLDivElement>();
  const [seenError, setSeenError] = useState<Error | null>(null);
  const [blocked, setBlocked] = useState(false);
  if (error !== seenError) {
    setSeenError(error);
    if (error) setBlocked(true);
  }
  useEffect(() => {
    if (!inView) setBlocked(false);
  }, [inView]);
  useEffect(() => {
    if (inView && hasMore && !loading && !blocked) onLoad();
  }, [inView, hasMore, loading, blocked, onLoad]);
  return (
    <div ref={ref} className={styles.sentinel} data-testid="load-more" data-done={!hasMore} aria-live="polite">
      {loading && t("loadingMore")}
    </div>
  );
}

/** Documents: a failed directory load shows 'Load media files ... failed! Error: {error}' in an Error dialog. */
function PagingError({ error }: { error: Error | null }) {
  const t = useTranslations("errors");
  const [dismissed, setDismissed] = useState<Error | null>(null);
  return (
    <ErrorDialog
      open={error !== null && error !== dismissed}
      message={t("loadMediaFailed", { error: error?.message ?? "" })}
      onClose={() => setDismissed(error)}
    />
  );
}
