"use client";

import { useEffect, useRef } from "react";
import { useVideoSource } from "@/components/player/useVideoSource";
import type { DirFile } from "./types";

/** A grid card's video playing in place: directly, or transcoded (HLS) when the browser cannot play the file; it stops on end or error. */
export function InlineVideo({ file, onStop }: { file: DirFile; onStop: () => void }) {
  const ref = useRef<HTMLVideoElement>(null);
  const source = useVideoSource(ref, { src: file.file_name_url, hlsSrc: file.hls_url }, file.id);
  const failed = source.problem !== null;
  useEffect(() => {
    if (failed) onStop();
  }, [failed, onStop]);
  return (
    <video ref={ref} src={source.src} poster={file.thumbnail} autoPlay controls playsInline onEnded={onStop} onError={onStop} data-testid="inline-video" />
  );
}
