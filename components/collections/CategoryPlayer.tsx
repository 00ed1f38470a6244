"use client";

import { useCallback, useEffect, useRef, useState, type TouchEvent } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { isYoutubeId } from "@/lib/youtube/links";
import { UNPLAYABLE_SKIP_MS } from "@/components/player/constants";
import { swipeStep, touchPoint } from "@/components/player/controls";
import type { YouTubeFailure } from "@/components/channels/YouTubePlayer";
import { PlayerUnavailable } from "@/components/player/PlayerUnavailable";
import { TwoPageLayout } from "@/components/player/TwoPageLayout";
import { ReplayIcon } from "@/components/ui/icons";
import { Thumbnail } from "@/components/ui/Thumbnail";
import { CategoryVideos } from "./CategoryView";
import { categoryHref, playerHref, watchSenseQuery, ytApi, type YtVideo, withShownTitles } from "./api";
import { PLAYER_STATE, loadIframeApi, type YtPlayer } from "./youtubeIframe";
import styles from "./Collections.module.css";

// The category player (/tbplay, /ytplayerdirview), in the shared two-page
// layout: page 1 is YouTube's player with a 5 s intro showing the title while
// the video is held muted at its start; 'You may like...' suggestions outside
// edit mode; after the last video 'End of Album' with Replay. Page 2, below,
// is the category. A swipe left plays the next video, right the previous one.

export const INTRO_MS = 5000;

type Props = { tebeView: boolean; youtubeId: string; title: string; enRelpath?: string; editMode: boolean };

export function CategoryPlayer({ tebeView, youtubeId, title, enRelpath, editMode }: Props) {
  const te = useTranslations("errors");
  if (!isYoutubeId(youtubeId)) {
    return (
      <div className={styles.noVideo} role="alert" data-testid="player-no-video">
        {te("noVideoId")}
      </div>
    );
  }
  return <TwoPagePlayer tebeView={tebeView} youtubeId={youtubeId} title={title} enRelpath={enRelpath} editMode={editMode} />;
}

function TwoPagePlayer({ tebeView, youtubeId, title, enRelpath, editMode }: Props) {
  const t = useTranslations("player");
  const tv = useTranslations("videos");
  const router = useRouter();
  const api = ytApi(tebeView);
  const stageRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<YtPlayer | null>(null);
  const introUntil = useRef(0);
  const [intro, setIntro] = useState(true);
  const [ended, setEnded] = useState(false);
  const [signature, setSignature] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState<YouTubeFailure | null>(null);

  const list = useQuery({
    queryKey: ["yt", "videolist", enRelpath ?? ""],
    queryFn: () => api.videoList(enRelpath!),
    enabled: !!enRelpath,
  });
  const suggestions = useQuery({ ...watchSenseQuery(tebeView), enabled: !editMode });
  const videos: YtVideo[] = list.data?.video_list ?? [];
  const index = videos.findIndex((video) => video.youtube_id === youtubeId);

  const go = useCallback((video: YtVideo) => router.replace(playerHref(tebeView, video), { scroll: false }), [router, tebeView]);
  const latest = useRef({ videos, index, go, youtubeId, enRelpath });
  latest.current = { videos, index, go, youtubeId, enRelpath };

  /** +1 next, -1 previous; past the last one the album ends. */
  const move = useCallback((by: 1 | -1) => {
    const { videos, index, go } = latest.current;
    const next = videos[index + by];
    if (next) go(next);
    else if (by === 1) setEnded(true);
  }, []);

  // The intro: 5 s with the title; the first PLAYING event inside it is
  // paused and rewound, and the video starts unmuted when it ends.
  useEffect(() => {
    setIntro(true);
    setEnded(false);
    setUnavailable(null);
    introUntil.current = Date.now() + INTRO_MS;
    const timer = window.setTimeout(() => {
      setIntro(false);
      playerRef.current?.unMute();
      playerRef.current?.playVideo();
    }, INTRO_MS);
    return () => window.clearTimeout(timer);
  }, [youtubeId]);

  // One YouTube player for the page; a new id loads into it.
  useEffect(() => {
    if (playerRef.current) {
      playerRef.current.mute();
      playerRef.current.loadVideoById(youtubeId);
      return;
    }
    let cancelled = false;
    loadIframeApi()
      .then((YT) => {
        if (cancelled || !stageRef.current) return;
        const mount = document.createElement("div");
        stageRef.current.appendChild(mount);
        playerRef.current = new YT.Player(mount, {
          videoId: youtubeId,
          playerVars: { autoplay: 1, playsinline: 1, rel: 0, modestbranding: 1 },
          events: {
            onReady: () => {
              playerRef.current?.mute();
              playerRef.current?.playVideo();
            },
            onStateChange: ({ data }) => {
              const { youtubeId, enRelpath } = latest.current;
              if (data === PLAYER_STATE.PLAYING) {
                if (Date.now() < introUntil.current) {
                  playerRef.current?.pauseVideo();
                  playerRef.current?.seekTo(0, true);
                  return;
                }
                setSignature(`${youtubeId}-${enRelpath ?? ""}`);
                void api.recordPlay(youtubeId, enRelpath ?? "");
              } else if (data === PLAYER_STATE.ENDED) {
                setSignature(null);
                move(1);
              }
            },
            // 2 bad id, 5 player error, 100 removed or private, 101/150 its owner does not allow embedding.
            onError: ({ data }) => {
              console.warn(
                `YouTube video ${latest.current.youtubeId} cannot be played (IFrame API error ${data}); the next one starts in ${UNPLAYABLE_SKIP_MS} ms`,
              );
              setSignature(null);
              setUnavailable("unplayable");
            },
          },
        });
      })
      .catch((error: Error) => {
        console.warn(`YouTube video ${youtubeId} cannot be played: ${error.message}`);
        setUnavailable("unreachable");
      });
    return () => {
      cancelled = true;
    };
    // The player is created once; later ids go through loadVideoById above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [youtubeId]);

  useEffect(() => () => playerRef.current?.destroy(), []);

  // An unplayable video (removed, not embeddable) says so for a few seconds, then the next one starts.
  useEffect(() => {
    if (unavailable !== "unplayable") return;
    const timer = window.setTimeout(() => move(1), UNPLAYABLE_SKIP_MS);
    return () => window.clearTimeout(timer);
  }, [unavailable, move]);

  const touchStart = useRef<{ x: number; y: number } | null>(null);
  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    const end = touchPoint(event.changedTouches);
    touchStart.current = null;
    if (!start || !end) return;
    const step = swipeStep(end.x - start.x, end.y - start.y);
    if (step) move(step);
  }

  function replay() {
    setEnded(false);
    const first = videos[0];
    if (first && first.youtube_id !== youtubeId) go(first);
    else {
      playerRef.current?.seekTo(0, true);
      playerRef.current?.playVideo();
    }
  }

  const related = withShownTitles(suggestions.data ?? [], tv("titlePending")).filter((video) => video.youtube_id !== youtubeId);

  return (
    <TwoPageLayout
      toSecondPageLabel={t("toCategory")}
      player={
        <section
          className={styles.player}
          onTouchStart={(e) => (touchStart.current = touchPoint(e.touches))}
          onTouchEnd={onTouchEnd}
          data-testid="category-player"
          data-video-id={youtubeId}
          data-playing-signature={signature ?? ""}
          data-playing={!!signature}
        >
          <div className={styles.playerStage}>
            {/* YouTube replaces a child of this element with its iframe, so React renders nothing inside it. */}
            <div ref={stageRef} />
            {intro && (
              <div className={styles.intro} data-testid="player-intro">
                <div>
                  <span className={styles.introLabel}>{t("intro")}</span>
                  {title}
                </div>
              </div>
            )}
            {ended && (
              <div className={styles.endOverlay} data-testid="player-end">
                {t("endOfAlbum")}
                <button type="button" className="button button-primary" onClick={replay} data-testid="player-replay">
                  <ReplayIcon size={18} /> {t("replay")}
                </button>
              </div>
            )}
            {unavailable && <PlayerUnavailable failure={unavailable} movesOn className={styles.unavailable} />}
          </div>
          {!editMode && related.length > 0 && (
            <nav className={styles.suggestions} aria-label={t("youMayLike")} data-testid="player-suggestions">
              <h2>{t("youMayLike")}</h2>
              <ul className={styles.suggestionRow}>
                {related.map((video) => (
                  <li key={video.id}>
                    <Link href={playerHref(tebeView, video)} replace data-testid="player-suggestion">
                      <Thumbnail src={video.thumbnail} />
                      <span>{video.file_title}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </section>
      }
    >
      {enRelpath ? (
        <div className={styles.page}>
          <nav className={styles.breadcrumb}>
            {/* A link without a name is no link to a screen reader: it comes with the category's name. */}
            {list.data?.dir_name && (
              <Link href={categoryHref(tebeView, enRelpath, list.data.dir_name)} data-testid="player-category-link">
                {list.data.dir_name}
              </Link>
            )}
          </nav>
          <CategoryVideos tebeView={tebeView} enRelpath={enRelpath} editMode={editMode} compact />
        </div>
      ) : null}
    </TwoPageLayout>
  );
}
