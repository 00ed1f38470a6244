import exifr from "exifr";
import sharp from "sharp";

// The one wrapper around sharp: reading a photo's size and EXIF date, and
// writing WebP thumbnails and JPEG display renditions. No "server-only": the indexer runs from start-up.

export type ImageInfo = {
  /** Size as shown, after the EXIF orientation is applied (a phone's portrait photo is taller than wide). */
  width: number;
  height: number;
  /** EXIF DateTimeOriginal (else DateTimeDigitized), as the camera's wall-clock time in the server's zone. */
  takenAt: Date | null;
  format: string;
};

// libvips keeps recent operations (up to 50 MB) for reuse; thumbnails of
// different files never reuse them, and the memory stays with the process.
sharp.cache(false);

// Truncated or slightly damaged files still give a picture; only files libvips
// cannot decode at all fail.
const READ_OPTIONS = { failOn: "error" } as const;

/** Reads a photo's header; rejects when sharp cannot read the file as an image. */
export async function readImageInfo(file: string): Promise<ImageInfo> {
  const meta = await sharp(file, READ_OPTIONS).metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height || !meta.format) throw new Error("not an image sharp can read");
  return { width, height, takenAt: meta.exif ? await exifDateTaken(meta.exif) : null, format: meta.format };
}

/** The original date in an EXIF block as libvips hands it out (with or without the "Exif\0\0" header). */
export async function exifDateTaken(exif: Buffer): Promise<Date | null> {
  const tiff = exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? exif.subarray(6) : exif;
  try {
    const tags = (await exifr.parse(tiff, { pick: ["DateTimeOriginal", "CreateDate"] })) as { DateTimeOriginal?: unknown; CreateDate?: unknown } | undefined;
    const date = tags?.DateTimeOriginal ?? tags?.CreateDate;
    return date instanceof Date && !Number.isNaN(date.getTime()) ? date : null;
  } catch {
    return null; // a broken EXIF block only costs the date
  }
}

export type ThumbnailSpec = { size: number; quality: number };

/**
 * Writes a WebP thumbnail fitting a size x size box, upright per the EXIF
 * orientation, never enlarged; the first frame of an animation.
 */
export async function writeWebpThumbnail(input: string | Buffer, outFile: string, spec: ThumbnailSpec): Promise<void> {
  await sharp(input, READ_OPTIONS)
    .rotate()
    .resize(spec.size, spec.size, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: spec.quality })
    .toFile(outFile);
}

/** Writes a JPEG fitting a maxSide x maxSide box, upright per the EXIF orientation, never enlarged (a photo's display rendition). */
export async function writeJpegRendition(input: string, outFile: string, maxSide: number, quality: number): Promise<void> {
  await sharp(input, READ_OPTIONS)
    .rotate()
    .resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true })
    .jpeg({ quality, mozjpeg: true })
    .toFile(outFile);
}

/** A photo as a JPEG data URL fitting a maxSide x maxSide box, upright per the EXIF orientation, never enlarged. */
export async function jpegDataUrl(file: string, maxSide: number, quality = 82): Promise<string> {
  const jpeg = await sharp(file, READ_OPTIONS)
    .rotate()
    .resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}
