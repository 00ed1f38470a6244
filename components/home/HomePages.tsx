"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { ChannelPlayer, type ChannelPlayerHandle, type NowPlaying } from "@/components/channels/ChannelPlayer";
import type { ProgramItem } from "@/components/channels/program";
import { TwoPageLayout } from "@/components/player/TwoPageLayout";
import type { TwoPageHandle } from "@/components/player/types";
import { HOME_PAGE_SNAP_FRACTION } from "./constants";
import { PlaylistPage } from "./PlaylistPage";
import styles from "./HomePages.module.css";

/** The home page's two pages: 1 the channel player, 2 the current channel's playlist. */
export type HomePageNumber = 1 | 2;

type Props = {
  /** The viewer's auto-play channels (file names, in play order); never empty here. */
  channels: string[];
  /** The page shown first (/page2 opens the playlist); default page 1. */
  startPage?: HomePageNumber;
};

/**
 * The home page after sign-in (documents: "Home page 1 holds the channel
 * player; page 2 holds the playlist of the current channel"). Page 1 plays the
 * auto-play channels from the first; page 2 lists what the current channel
 * plays, follows the player from channel to channel, and plays a picked item
 * on page 1. Past 40 % of the window height a scroll glides to the other page.
 */
export function HomePages({ channels, startPage = 1 }: Props) {
  const t = useTranslations("homePages");
  const layout = useRef<TwoPageHandle>(null);
  const player = useRef<ChannelPlayerHandle>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [now, setNow] = useState<NowPlaying | null>(null);

  const pick = useCallback(
    (item: ProgramItem) => {
      if (!now) return;
      player.current?.playItem(now.channel, item.id);
      layout.current?.showFirstPage();
      // Keyboard users follow the item up to the player.
      stage.current?.focus({ preventScroll: true });
    },
    [now],
  );

  useEffect(() => {
    if (startPage === 2) layout.current?.showSecondPage();
  }, [startPage]);

  const backToPlayer = useCallback(() => {
    layout.current?.showFirstPage();
    stage.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div className={styles.home} data-testid="home-pages" data-start-page={startPage}>
      <TwoPageLayout
        ref={layout}
        snapFraction={HOME_PAGE_SNAP_FRACTION}
        toSecondPageLabel={t("toPlaylist")}
        player={
          <div ref={stage} tabIndex={-1} className={styles.stage} role="region" aria-label={t("playerRegion")} data-testid="home-page-1">
            <ChannelPlayer ref={player} embedded tebeView={false} channels={channels} startIndex={0} onNowPlaying={setNow} />
          </div>
        }
      >
        <PlaylistPage now={now} channelCount={channels.length} onPick={pick} onBackToPlayer={backToPlayer} />
      </TwoPageLayout>
    </div>
  );
}
