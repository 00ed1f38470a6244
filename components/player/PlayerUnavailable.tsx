"use client";

import { useTranslations } from "next-intl";
import type { YouTubeFailure } from "@/components/channels/YouTubePlayer";
import styles from "./PlayerUnavailable.module.css";

/**
 * What a player area shows in place of a video that cannot be played (issue
 * 17: a clear message, never a broken frame), with the reason: YouTube
 * unreachable, or the video removed or not playable here. `movesOn` when the
 * player goes on to the next video by itself, which the message then says.
 */
export function PlayerUnavailable({ failure, movesOn, className }: { failure: YouTubeFailure; movesOn: boolean; className?: string }) {
  // A namespace of its own, sent with the shell: the menu bar's search results play inline on every page.
  const t = useTranslations("videoUnavailable");
  const why = failure === "unreachable" ? t("unreachable") : movesOn ? t("unplayable") : t("removed");
  return (
    <div className={className ? `${styles.unavailable} ${className}` : styles.unavailable} role="alert" data-testid="player-unavailable" data-reason={failure}>
      <strong>{t("title")}</strong>
      <span>{why}</span>
    </div>
  );
}
