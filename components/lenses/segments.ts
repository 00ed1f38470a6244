// How the lens player groups a lens's blocks: consecutive photos play as one
// slideshow and consecutive videos in one player, so the existing players run
// them without a restart between items; a missing file stands alone.

export type LensPlayerBlock = {
  /** "2" photo, "3" video (the seeds' block types). */
  type: "2" | "3";
  /** The media library's relpath "<root>/<path>". */
  relpath: string;
  title: string;
  /** The file is no longer on disk: a placeholder plays instead. */
  missing?: boolean;
  /** The media file's id: a video block then offers to resume where the viewer stopped. */
  file_id?: number | null;
  /** A video the browser cannot play as it is: its HLS playlist, played transcoded. */
  hls_url?: string;
};

export type LensSegment = { kind: "photo" | "video" | "missing"; blocks: (LensPlayerBlock & { index: number })[] };

export function lensSegments(blocks: LensPlayerBlock[]): LensSegment[] {
  const segments: LensSegment[] = [];
  blocks.forEach((block, index) => {
    const kind = block.missing ? "missing" : block.type === "3" ? "video" : "photo";
    const previous = segments.at(-1);
    if (previous && previous.kind === kind && kind !== "missing") previous.blocks.push({ ...block, index });
    else segments.push({ kind, blocks: [{ ...block, index }] });
  });
  return segments;
}
