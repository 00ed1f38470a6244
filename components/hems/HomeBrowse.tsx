"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { FILE_TYPE } from "@/components/media/fileTypes";
import { FolderContents } from "@/components/media/FolderContents";
import { GridSourceProvider } from "@/components/media/GridSource";
import { ChevronRightIcon, FolderIcon } from "@/components/media/icons";
import { InlinePlaybackProvider } from "@/components/media/InlinePlayback";
import { LibrarySkeleton } from "@/components/media/LibrarySkeleton";
import { useInView } from "@/components/media/useInView";
import type { DirFile, MediaRootSummary, OpenKind } from "@/components/media/types";
import { useErrorText } from "@/components/ui/useErrorText";
import { ApiError } from "@/lib/http/client";
import { breadcrumbsOf, browseState, folderAddress, HOME_BROWSE, itemAddress, titleOf, type OpenedItem } from "./address";
import { hostedGridSource } from "./gridSource";
import { HomePhotoViewer, HomeVideoViewer } from "./HomeViewers";
import { followInPlace, goTo } from "./navigation";
import { agentOnlineKey, agentOnlineOptions, type AgentOnline } from "./queries/online";
import { homeMediaOptions } from "./queries/media";
import { subdirsOptions } from "./queries/subdirs";
import media from "@/components/media/media.module.css";
import styles from "./HomeBrowse.module.css";

type Props = {
  /** The home the viewer is in (its owner, a guest or a visiting friend). */
  homeNumber: string;
  /** Owners are shown the way to connect a home server (settings); others are told to ask the owner. */
  isOwner: boolean;
};

/**
 * The hosted face's /hems, /hems_photo/... and /hems_video/...: the viewer's
 * home library, browsed through the home's agent. First whether the home is
 * online (offline: since when, or how to connect one), then its media roots,
 * a folder page by page, and a photo or video opened over its folder. Where
 * it is comes from the address (./address.ts).
 */
export function HomeBrowse({ homeNumber, isOwner }: Props) {
  const online = useQuery(agentOnlineOptions(homeNumber));
  if (online.data?.online) return <OnlineHome homeNumber={homeNumber} />;
  if (online.data) return <OfflineHome status={online.data} isOwner={isOwner} onCheck={() => online.refetch()} />;
  if (online.isError) return <StatusFailure error={online.error} onRetry={() => void online.refetch()} />;
  return <LibrarySkeleton />;
}

/** The time a status names: the time of day today, else the date too. */
function useStatusTime() {
  const format = useFormatter();
  return (iso: string) => {
    const when = new Date(iso);
    const today = when.toDateString() === new Date().toDateString();
    return format.dateTime(when, today ? { timeStyle: "short" } : { dateStyle: "medium", timeStyle: "short" });
  };
}

function OfflineHome({ status, isOwner, onCheck }: { status: AgentOnline; isOwner: boolean; onCheck: () => Promise<unknown> }) {
  const t = useTranslations("homeBrowse");
  const time = useStatusTime();
  // 'Checking…' for the viewer's own check only, not for the page's periodic ones.
  const [checking, setChecking] = useState(false);
  const check = () => {
    setChecking(true);
    void onCheck().finally(() => setChecking(false));
  };
  const notConnected = status.since === null;
  return (
    <div className={media.page} data-testid="home-browse" data-state={notConnected ? "not-connected" : "offline"}>
      <h1 className={media.pageTitle}>{t("title")}</h1>
      <section className={styles.status} aria-labelledby="hems-status-title" data-testid="hems-offline">
        <span className={styles.statusDot} data-online="false" aria-hidden="true" />
        <div className={styles.statusText}>
          <h2 id="hems-status-title" className={styles.statusTitle}>
            {notConnected ? t("notConnectedTitle") : t("offlineTitle")}
          </h2>
          {notConnected ? (
            <>
              <p>{t("notConnectedText")}</p>
              {isOwner ? (
                <p>
                  <Link href="/tbsettings" className={styles.statusLink} data-testid="hems-connect-link">
                    {t("connectLink")}
                  </Link>
                </p>
              ) : (
                <p>{t("askOwner")}</p>
              )}
            </>
          ) : (
            <>
              <p data-testid="hems-offline-since">{t("offlineSince", { time: time(status.since!) })}</p>
              <p>{isOwner ? t("offlineHelpOwner") : t("offlineHelpGuest")}</p>
            </>
          )}
          <p className={styles.statusActions}>
            <button type="button" className="button" onClick={check} aria-busy={checking} data-testid="hems-check-again">
              {checking ? t("checking") : t("checkAgain")}
            </button>
            <span className={styles.statusHint}>{t("autoCheck")}</span>
          </p>
        </div>
      </section>
    </div>
  );
}

function StatusFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useTranslations("homeBrowse");
  const errorText = useErrorText();
  return (
    <div className={media.page} data-testid="home-browse" data-state="error">
      <h1 className={media.pageTitle}>{t("title")}</h1>
      <Failure message={t("statusFailed", { error: errorText(error) })} busy={false} onRetry={onRetry} />
    </div>
  );
}

/** A failed call's text with Try again. */
function Failure({ message, busy, onRetry }: { message: string; busy: boolean; onRetry: () => void }) {
  const t = useTranslations("homeBrowse");
  return (
    <div className={styles.failure} role="alert" data-testid="hems-error">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry} disabled={busy} aria-busy={busy}>
        {t("retry")}
      </button>
    </div>
  );
}

/** A refusal because the home went away meanwhile (503): the online state is asked again, and the page follows it. */
function useOfflineCheck(homeNumber: string, error: Error | null) {
  const queryClient = useQueryClient();
  const offline = error instanceof ApiError && error.httpStatus === 503;
  useEffect(() => {
    if (offline) void queryClient.invalidateQueries({ queryKey: agentOnlineKey(homeNumber) });
  }, [offline, homeNumber, queryClient]);
}

function OnlineHome({ homeNumber }: { homeNumber: string }) {
  const pathname = usePathname();
  const search = useSearchParams();
  const { folder, opened } = browseState(pathname, search);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const isOpen = opened !== null;

  // An item's address whose relpath does not read (a mangled link): the roots, under their own address.
  const unreadable = folder === null && pathname !== HOME_BROWSE;
  useEffect(() => {
    if (unreadable) goTo(HOME_BROWSE, { replace: true });
  }, [unreadable]);

  // An item opened here is one history entry (previous / next replace it) over the view it was opened from
  // (the roots, or its folder), and closing goes back there. An item opened by its address is over its folder.
  const [openedOver, setOpenedOver] = useState<{ view: string | null } | null>(null);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (!isOpen) setOpenedOver(null);
  }
  const view = isOpen && openedOver ? openedOver.view : folder;
  const current = useRef({ view, openedHere: false });
  useEffect(() => {
    current.current = { view, openedHere: openedOver !== null };
  });
  const open = useCallback((kind: OpenKind, file: DirFile) => {
    setOpenedOver({ view: current.current.view });
    goTo(itemAddress(kind, file));
  }, []);
  const step = useCallback((file: DirFile) => goTo(itemAddress("photo", file), { replace: true }), []);
  const close = useCallback(() => {
    if (current.current.openedHere) window.history.back();
    else goTo(folderAddress(browseState(window.location.pathname, null).folder));
  }, []);

  // A new folder starts at its top with the keyboard on its title (the link that led there is gone).
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    window.scrollTo({ top: 0, behavior: "instant" });
    headingRef.current?.focus({ preventScroll: true });
  }, [view]);

  const gridSource = useMemo(() => hostedGridSource(homeNumber), [homeNumber]);

  return (
    <div className={media.page} data-testid="home-browse" data-state="online" data-folder={view ?? ""}>
      <GridSourceProvider source={gridSource}>
        {/* A video playing in its card stops when the view changes, as it does when the home face changes pages. */}
        <InlinePlaybackProvider key={view ?? ""}>
          {view === null ? (
            <RootsView homeNumber={homeNumber} headingRef={headingRef} onOpen={open} />
          ) : (
            <FolderView homeNumber={homeNumber} folder={view} headingRef={headingRef} onOpen={open} />
          )}
        </InlinePlaybackProvider>
      </GridSourceProvider>
      {opened && folder && <OpenedViewer homeNumber={homeNumber} folder={folder} opened={opened} onStep={step} onClose={close} />}
    </div>
  );
}

/** The online line above the library: since when the home is connected. */
function OnlineLine({ homeNumber }: { homeNumber: string }) {
  const t = useTranslations("homeBrowse");
  const time = useStatusTime();
  const { data } = useQuery(agentOnlineOptions(homeNumber));
  return (
    <p className={styles.onlineLine} data-testid="hems-online">
      <span className={styles.statusDot} data-online="true" aria-hidden="true" />
      {data?.since ? t("onlineSince", { time: time(data.since) }) : t("online")}
    </p>
  );
}

type ViewProps = { homeNumber: string; headingRef: RefObject<HTMLHeadingElement | null>; onOpen: (kind: OpenKind, file: DirFile) => void };

function RootsView({ homeNumber, headingRef, onOpen }: ViewProps) {
  const t = useTranslations("homeBrowse");
  const errorText = useErrorText();
  const roots = useQuery(homeMediaOptions(homeNumber));
  useOfflineCheck(homeNumber, roots.error);
  return (
    <>
      <header className={styles.header}>
        <h1 ref={headingRef} tabIndex={-1} className={media.pageTitle}>
          {t("title")}
        </h1>
        <OnlineLine homeNumber={homeNumber} />
      </header>
      {roots.isPending ? (
        <p className={media.skeletonText} role="status">
          {t("loadingRoots")}
        </p>
      ) : roots.isError ? (
        <Failure message={t("loadFailed", { error: errorText(roots.error) })} busy={roots.isFetching} onRetry={() => void roots.refetch()} />
      ) : roots.data.length === 0 ? (
        <div className={media.empty} data-testid="hems-no-roots">
          <FolderIcon size={40} />
          <p>{t("noRoots")}</p>
        </div>
      ) : (
        roots.data.map((root) => <RootSection key={root.en_file_relpath} homeNumber={homeNumber} root={root} onOpen={onOpen} />)
      )}
    </>
  );
}

/** A media root: its name and counts, 'Open all', and its first page. */
function RootSection({ homeNumber, root, onOpen }: { homeNumber: string; root: MediaRootSummary; onOpen: ViewProps["onOpen"] }) {
  const t = useTranslations("library");
  const tBrowse = useTranslations("homeBrowse");
  const errorText = useErrorText();
  const pages = useInfiniteQuery(subdirsOptions(homeNumber, root.media_name_relpath));
  useOfflineCheck(homeNumber, pages.error);
  const headingId = `hems-root-${root.en_file_relpath}`;
  return (
    <section className={media.rootSection} aria-labelledby={headingId} data-testid="hems-root" data-root={root.name}>
      <header className={media.rootHeader}>
        <div>
          <h2 id={headingId} className={media.rootTitle}>
            {root.name}
          </h2>
          <p className={media.rootCounts}>{t("rootCounts", { folders: root.folder_count, photos: root.photo_count, videos: root.video_count })}</p>
        </div>
        <a href={folderAddress(root.media_name_relpath)} onClick={followInPlace} className={media.openAll} data-testid="hems-root-open">
          {t("openRoot")}
          <ChevronRightIcon size={16} />
        </a>
      </header>
      {pages.isPending ? (
        <p className={media.skeletonText} role="status">
          {tBrowse("loadingFolder")}
        </p>
      ) : pages.isError ? (
        <Failure message={tBrowse("loadFailed", { error: errorText(pages.error) })} busy={pages.isFetching} onRetry={() => void pages.refetch()} />
      ) : (
        <FolderContents files={pages.data.pages[0]?.dir_files ?? []} onOpen={onOpen} headingLevel={3} />
      )}
    </section>
  );
}

function FolderView({ homeNumber, folder, headingRef, onOpen }: ViewProps & { folder: string }) {
  const t = useTranslations("homeBrowse");
  const errorText = useErrorText();
  const pages = useInfiniteQuery(subdirsOptions(homeNumber, folder));
  useOfflineCheck(homeNumber, pages.error);
  const files = pages.data?.pages.flatMap((page) => page.dir_files) ?? [];
  const title = pages.data?.pages[0]?.dir_info.dir_name_orig ?? titleOf(folder, { file: false });
  const missing = pages.error instanceof ApiError && (pages.error.httpStatus === 404 || pages.error.httpStatus === 400);
  return (
    <>
      <HomeBreadcrumb folder={folder} />
      <header className={styles.header}>
        <h1 ref={headingRef} tabIndex={-1} className={media.pageTitle}>
          {title}
        </h1>
        <OnlineLine homeNumber={homeNumber} />
      </header>
      {pages.isPending ? (
        <p className={media.skeletonText} role="status">
          {t("loadingFolder")}
        </p>
      ) : missing ? (
        <div className={media.empty} data-testid="hems-folder-missing">
          <FolderIcon size={40} />
          <p>{t("folderNotFound")}</p>
          <a href={HOME_BROWSE} onClick={followInPlace} className={styles.statusLink}>
            {t("backToRoots")}
          </a>
        </div>
      ) : pages.isError && !pages.data ? (
        <Failure message={t("loadFailed", { error: errorText(pages.error) })} busy={pages.isFetching} onRetry={() => void pages.refetch()} />
      ) : (
        <>
          <FolderContents files={files} onOpen={onOpen} />
          {pages.isFetchNextPageError && (
            <Failure message={t("loadFailed", { error: errorText(pages.error) })} busy={pages.isFetching} onRetry={() => void pages.fetchNextPage()} />
          )}
          <LoadMore
            hasMore={pages.hasNextPage}
            loading={pages.isFetchingNextPage}
            failed={pages.isFetchNextPageError}
            onLoad={() => void pages.fetchNextPage()}
            loaded={files.length}
          />
        </>
      )}
    </>
  );
}

/** Home, then the root and each folder down to this one; the folder itself is not a link. */
function HomeBreadcrumb({ folder }: { folder: string }) {
  const t = useTranslations("library");
  const tMedia = useTranslations("media");
  const crumbs = breadcrumbsOf(folder);
  return (
    <nav className={media.breadcrumb} aria-label={t("breadcrumb")} data-testid="hems-breadcrumb">
      <ol>
        <li>
          <a href={HOME_BROWSE} onClick={followInPlace} data-testid="hems-breadcrumb-home">
            {tMedia("breadcrumbHome")}
          </a>
        </li>
        {crumbs.map((crumb, i) => (
          <li key={crumb.relpath}>
            <ChevronRightIcon size={14} />
            {i < crumbs.length - 1 ? (
              <a href={folderAddress(crumb.relpath)} onClick={followInPlace}>
                {crumb.title}
              </a>
            ) : (
              <span className={media.breadcrumbCurrent} aria-current="page">
                {crumb.title}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Further pages: the next one loads once the end of the list comes into view,
 * or with the button (keyboard, or after a failed page, which is not asked
 * again by itself).
 */
function LoadMore({ hasMore, loading, failed, loaded, onLoad }: { hasMore: boolean; loading: boolean; failed: boolean; loaded: number; onLoad: () => void }) {
  const t = useTranslations("homeBrowse");
  const tCommon = useTranslations("common");
  const { ref, inView } = useInView<HTMLDivElement>({ rootMargin: "400px" });
  useEffect(() => {
    if (inView && hasMore && !loading && !failed) onLoad();
  }, [inView, hasMore, loading, failed, onLoad, loaded]);
  return (
    <div ref={ref} className={media.sentinel} data-testid="hems-load-more" data-done={!hasMore}>
      <span aria-live="polite">{loading ? tCommon("loadingMore") : ""}</span>
      {hasMore && !loading && (
        <button type="button" className="button" onClick={onLoad} data-testid="hems-load-more-button">
          {t("loadMore")}
        </button>
      )}
    </div>
  );
}

/**
 * The opened photo or video, with its folder's entry and photos. An item
 * opened by its address may lie past the loaded pages: the next ones load
 * until its entry is among them, since only the entry says how a video plays
 * (its hls_url) and where a photo stands among the folder's.
 */
function OpenedViewer({
  homeNumber,
  folder,
  opened,
  onStep,
  onClose,
}: {
  homeNumber: string;
  folder: string;
  opened: OpenedItem;
  onStep: (file: DirFile) => void;
  onClose: () => void;
}) {
  const pages = useInfiniteQuery(subdirsOptions(homeNumber, folder));
  const files = useMemo(() => pages.data?.pages.flatMap((page) => page.dir_files) ?? [], [pages.data]);
  const photos = useMemo(() => files.filter((entry) => entry.file_type === FILE_TYPE.photo), [files]);
  const file = files.find((entry) => entry.media_name_relpath === opened.relpath) ?? null;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  // A failed page stops the search (the folder below offers to try again): the item then shows without its entry.
  const seeking = pages.isPending || (file === null && hasNextPage && !pages.isFetchNextPageError);
  useEffect(() => {
    if (seeking && !pages.isPending) loadMore();
  }, [seeking, pages.isPending, loadMore]);
  if (opened.kind === "video") return <HomeVideoViewer homeNumber={homeNumber} relpath={opened.relpath} file={file} listing={seeking} onClose={onClose} />;
  return (
    <HomePhotoViewer
      homeNumber={homeNumber}
      id={opened.id}
      relpath={opened.relpath}
      file={file}
      photos={photos}
      hasMore={hasNextPage}
      onLoadMore={loadMore}
      onStep={onStep}
      onClose={onClose}
    />
  );
}
