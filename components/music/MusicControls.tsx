"use client";

import { useTranslations } from "next-intl";
import { MusicIcon, MusicOffIcon } from "@/components/ui/icons";
import { useBackgroundMusic } from "./useBackgroundMusic";
import styles from "./MusicControls.module.css";
import { IconButton } from "@/components/ui/IconButton";

type Props = { buttonClassName?: string };

/** Mute and volume for the background music, in the menu bar; volume buttons give way on a phone, which has its own. */
export function MusicControls({ buttonClassName }: Props) {
  const t = useTranslations("music");
  const music = useBackgroundMusic();
  const percent = Math.round(music.volume * 100);

  return (
    <div ref={music.controlsRef} className={styles.controls} role="group" aria-label={t("label")} title={t("label")} data-testid="music-controls">
      <IconButton
        className={buttonClassName}
        aria-pressed={music.playing}
        onClick={music.toggle}
        label={music.playing ? t("mute") : t("play")}
        testId="music-toggle"
      >
        {music.playing ? <MusicIcon size={20} /> : <MusicOffIcon size={20} />}
      </IconButton>
      <span className={styles.volume}>
        <IconButton className={styles.step} onClick={music.quieter} disabled={music.volume <= 0} label={t("quieter")} testId="music-quieter">
          −
        </IconButton>
        {/* Read as "Volume, 30%" between the two step buttons; the tooltip says the same. */}
        <span className="visually-hidden">{t("volumeWord")}</span>
        <span className={styles.level} aria-live="polite" title={t("volumeLabel", { percent })} data-testid="music-volume">
          {t("volume", { percent })}
        </span>
        <IconButton className={styles.step} onClick={music.louder} disabled={music.volume >= 1} label={t("louder")} testId="music-louder">
          +
        </IconButton>
      </span>
      <audio ref={music.audioRef} onEnded={music.onEnded} preload="none" hidden data-testid="music-audio" />
    </div>
  );
}
