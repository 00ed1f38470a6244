"use client";

import { useEffect, useRef, useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { MediaPopup } from "@/components/media/MediaPopup";
import { formatDuration } from "@/components/media/format";
import type { DirFile } from "@/components/media/types";
import { isOwnedByControl, swipeAction, touchPoint } from "@/components/player/controls";
import { useVideoSource } from "@/components/player/useVideoSource";
import { ArrowLeftIcon, ArrowRightIcon } from "@/components/ui/icons";
import { fileUrl, photoUrl, titleOf } from "./address";
import media from "@/components/media/media.module.css";

// A home photo or video opened over its folder, in the home face's popup
// frame (fullscreen, close, Escape): the bytes come through the relay's file
// call, which answers Range requests, so the video seeks. As on the home
// face, a photo the browser cannot show (HEIC) or a big one is the home's
// display rendition, and a video that needs transcoding plays its HLS
// (hls_url of its entry), both relayed too.

type PhotoProps = {
  homeNumber: string;
  /** The file id of the photo's address. */
  id: string;
  relpath: string;
  /** The photo's entry when its folder page is loaded (date, position); a photo opened by address may not be. */
  file: DirFile | null;
  /** The folder's loaded photos, which previous / next step through. */
  photos: DirFile[];
  /** The folder has more pages: stepping past the last loaded photo loads the next. */
  hasMore: boolean;
  onLoadMore: () => void;
  onStep: (photo: DirFile) => void;
  onClose: () => void;
};

/** One photo, full size, with previous / next (buttons, arrow keys, a swipe), fullscreen and close. */
export function HomePhotoViewer({ homeNumber, id, relpath, file, photos, hasMore, onLoadMore, onStep, onClose }: PhotoProps) {
  const t = useTranslations("homeBrowse");
  const tPlayer = useTranslations("player");
  const format = useFormatter();
  const [shown, setShown] = useState<{ relpath: string; state: "loaded" | "failed" } | null>(null);
  const state = shown?.relpath === relpath ? shown.state : "loading";
  const at = photos.findIndex((photo) => photo.media_name_relpath === relpath);
  const previous = at > 0 ? photos[at - 1] : null;
  const next = at >= 0 && at < photos.length - 1 ? photos[at + 1] : null;
  const atLoadedEnd = at >= 0 && at === photos.length - 1 && hasMore;

  // The last loaded photo of a longer folder: bring the next page, so next appears.
  useEffect(() => {
    if (atLoadedEnd) onLoadMore();
  }, [atLoadedEnd, onLoadMore]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isOwnedByControl(event.target, event.key)) return;
      if (event.key === "ArrowLeft" && previous) onStep(previous);
      if (event.key === "ArrowRight" && next) onStep(next);
    };
    let start: { x: number; y: number } | null = null;
    const onTouchStart = (event: TouchEvent) => {
      start = event.touches.length === 1 ? touchPoint(event.touches) : null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const end = touchPoint(event.changedTouches);
      const action = start && end ? swipeAction(end.x - start.x, end.y - start.y) : null;
      start = null;
      if (action === "previous" && previous) onStep(previous);
      if (action === "next" && next) onStep(next);
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("touchstart", onTouchStart, { passive: true });
    window.addEventListener("touchend", onTouchEnd);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("touchstart", onTouchStart);
      window.removeEventListener("touchend", onTouchEnd);
    };
  }, [previous, next, onStep]);

  const title = file?.file_title ?? titleOf(relpath);
  const taken = file ? (file.create_time_original ?? file.create_time) : null;
  const caption = [
    taken ? format.dateTime(new Date(taken), { dateStyle: "medium", timeStyle: "short" }) : null,
    at >= 0 && photos.length > 1 ? tPlayer("position", { current: at + 1, total: photos.length }) : null,
  ]
    .filter(Boolean)
    .join(" · ");

  return (
    <MediaPopup title={title} onClose={onClose} testId="hems-photo-viewer" caption={caption || null}>
      {previous && (
        <button
          type="button"
          className={`${media.stepButton} ${media.stepPrev}`}
          onClick={() => onStep(previous)}
          aria-label={tPlayer("previous")}
          data-testid="hems-photo-previous"
        >
          <ArrowLeftIcon size={22} />
        </button>
      )}
      {/* eslint-disable-next-line @next/next/no-img-element -- a home photo relayed from the home, any size */}
      <img
        key={relpath}
        src={photoUrl(homeNumber, id, relpath, file)}
        alt={title}
        onLoad={() => setShown({ relpath, state: "loaded" })}
        onError={() => setShown({ relpath, state: "failed" })}
        data-testid="hems-photo-image"
        data-relpath={relpath}
        data-state={state}
      />
      {state === "loading" && (
        <p className={media.popupNotice} role="status">
          {tPlayer("loadingPhoto")}
        </p>
      )}
      {state === "failed" && (
        <p className={media.popupNotice} role="alert" data-testid="hems-photo-failed">
          {t("photoFailed")}
        </p>
      )}
      {next && (
        <button
          type="button"
          className={`${media.stepButton} ${media.stepNext}`}
          onClick={() => onStep(next)}
          aria-label={tPlayer("next")}
          data-testid="hems-photo-next"
        >
          <ArrowRightIcon size={22} />
        </button>
      )}
    </MediaPopup>
  );
}

type VideoProps = {
  homeNumber: string;
  relpath: string;
  file: DirFile | null;
  /** The folder's pages are still loading up to the video's entry: whether it needs HLS is not known yet. */
  listing: boolean;
  onClose: () => void;
};

/** The video playing large with the browser's controls; seeking asks the home for the range (or the HLS segment) it needs. */
export function HomeVideoViewer({ homeNumber, relpath, file, listing, onClose }: VideoProps) {
  const t = useTranslations("homeBrowse");
  const tPlayer = useTranslations("player");
  const ref = useRef<HTMLVideoElement>(null);
  const source = useVideoSource(ref, { src: fileUrl(homeNumber, relpath), hlsSrc: file?.hls_url }, relpath);
  const [failed, setFailed] = useState<string | null>(null);
  const title = file?.file_title ?? titleOf(relpath);
  const details = file ? [file.width && file.height ? `${file.width}×${file.height}` : null, formatDuration(file.duration)].filter(Boolean).join(" · ") : "";
  return (
    <MediaPopup title={title} onClose={onClose} testId="hems-video-viewer" caption={details || null}>
      {/* Rendered once the entry says how it plays: an HEVC original would fail before its hls_url is known. */}
      {!listing && (
        <video
          key={relpath}
          ref={ref}
          src={source.src}
          poster={file?.thumbnail || undefined}
          controls
          autoPlay
          playsInline
          // hls.js reports its own failures (source.problem); this is the direct stream's.
          onError={() => !file?.hls_url && setFailed(relpath)}
          data-testid="hems-video-player"
          data-relpath={relpath}
          data-hls={file?.hls_url ? "true" : "false"}
        />
      )}
      {(listing || source.preparing) && (
        <p className={media.popupNotice} role="status" data-testid="hems-video-preparing">
          {tPlayer("preparing")}
        </p>
      )}
      {source.problem && (
        <p className={media.popupNotice} role="alert" data-testid="hems-video-failed">
          {tPlayer(source.problem === "busy" ? "transcodeBusy" : "transcodeFailed")}
        </p>
      )}
      {failed === relpath && (
        <p className={media.popupNotice} role="alert" data-testid="hems-video-failed">
          {t("videoFailed")}
        </p>
      )}
    </MediaPopup>
  );
}
