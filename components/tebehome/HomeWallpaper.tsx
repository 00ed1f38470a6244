"use client";

import { useEffect, useRef, useState } from "react";
import { DEFAULT_WALLPAPER, wallpaperUrl } from "@/lib/homesettings/constants";
import { SEARCH_CLEAR_EVENT, SEARCH_RESULTS_EVENT, blursWallpaper } from "@/components/shell/search";
import styles from "./TebeHome.module.css";

/**
 * The home's wallpaper behind the home screen, full screen. A picture that
 * fails to load gives way to the default one. Search results blur it (10px,
 * dimmed by 0.1); while the search box is open without results it is hidden
 * (TebeHome.module.css, from the menu bar's search form being there).
 */
export function HomeWallpaper({ name }: { name: string }) {
  const [failed, setFailed] = useState(false);
  const [blurred, setBlurred] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  const shown = failed ? DEFAULT_WALLPAPER : name;

  // An error before hydration fires no onError: look at the picture once mounted.
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0 && shown !== DEFAULT_WALLPAPER) setFailed(true);
  }, [shown]);

  useEffect(() => {
    const onResults = (event: Event) => setBlurred(blursWallpaper((event as CustomEvent).detail));
    const onClear = () => setBlurred(false);
    window.addEventListener(SEARCH_RESULTS_EVENT, onResults);
    window.addEventListener(SEARCH_CLEAR_EVENT, onClear);
    return () => {
      window.removeEventListener(SEARCH_RESULTS_EVENT, onResults);
      window.removeEventListener(SEARCH_CLEAR_EVENT, onClear);
    };
  }, []);

  return (
    <div className={styles.wallpaper} data-wallpaper={shown} data-blurred={blurred || undefined} aria-hidden="true" data-testid="tbhome-wallpaper">
      {/* A plain <img>: the wallpapers are fixed files in public/, already sized for screens. */}
      <img
        ref={imgRef}
        key={shown}
        src={wallpaperUrl(shown)}
        alt=""
        className={styles.wallpaperImage}
        fetchPriority="high"
        onError={() => {
          if (shown !== DEFAULT_WALLPAPER) setFailed(true);
        }}
      />
    </div>
  );
}
