import type { Motif, Palette } from "./art";

// What the demo library contains: plain data, so the generator stays a loop
// and a test can count what to expect. Changing anything here that alters the
// files should bump DEMO_LIBRARY_VERSION so existing libraries are completed.

export const DEMO_LIBRARY_VERSION = 1;

export type PhotoFormat = "jpeg" | "png" | "webp";

export type DemoPhoto = {
  /** Path inside the library, "/"-separated. */
  relPath: string;
  format: PhotoFormat;
  /** Size as the viewer should see it (after EXIF orientation is applied). */
  width: number;
  height: number;
  /** EXIF Orientation written into the file; 1 means "stored upright". */
  orientation: 1 | 3 | 6 | 8;
  takenAt: Date;
  title: string;
  /** Second line of the label, e.g. "2 Jul 2023, 10:15 · 2 of 6". */
  subtitle: string;
  motif: Motif;
  palette: Palette;
  seed: number;
};

export type VideoSource = "testsrc2" | "mandelbrot" | "life" | "smptebars" | "gradients" | "cellauto";

export type DemoVideo = {
  relPath: string;
  title: string;
  source: VideoSource;
  width: number;
  height: number;
  seconds: number;
  /** Pitch of the sine tone, so each clip sounds different. */
  toneHz: number;
  takenAt: Date;
  /** Colours for the "gradients" source (0xRRGGBB). */
  colors?: string[];
};

export const PALETTES = {
  summer: { skyTop: "#4f9fe0", skyBottom: "#ffd89b", sun: "#fff3b0", layers: ["#7cb66a", "#4e9a5a", "#2f6b43"], accent: "#ff7a59" },
  beach: { skyTop: "#2b86c5", skyBottom: "#ffc3a0", sun: "#fff1c1", layers: ["#3aa0c8", "#1f7fae", "#f2d4a0", "#e7c08a"], accent: "#ff6f61" },
  party: { skyTop: "#6a3093", skyBottom: "#f0679a", sun: "#ffe066", layers: ["#4dd0e1", "#ffffff", "#ffb74d"], accent: "#fff176" },
  kyoto: { skyTop: "#f6d5e0", skyBottom: "#f59e8b", sun: "#fff4e6", layers: ["#b86b77", "#7d3f55", "#3b1f2b"], accent: "#c0392b" },
  iceland: { skyTop: "#0b1d3a", skyBottom: "#1d4e6b", sun: "#7cf5c8", layers: ["#16324a", "#0a1a2a"], accent: "#b388ff" },
  icelandDay: { skyTop: "#9fc7e8", skyBottom: "#e9f1f7", sun: "#ffffff", layers: ["#8aa6bb", "#5b7a91", "#34495e"], accent: "#e0f2f1" },
  pets: { skyTop: "#ffe0b2", skyBottom: "#ffab91", sun: "#fff8e1", layers: ["#a1887f", "#6d4c41"], accent: "#5d4037" },
  hangzhou: { skyTop: "#d7ebe6", skyBottom: "#9cc8c0", sun: "#fffdf2", layers: ["#6f9f94", "#4b7d73", "#7fb3ad"], accent: "#2e5e56" },
  garden: { skyTop: "#c6f1ff", skyBottom: "#fefae0", sun: "#ffe08a", layers: ["#8bc34a", "#558b2f"], accent: "#ec6f9f" },
} satisfies Record<string, Palette>;

type PhotoSet = {
  folder: string;
  title: string;
  motif: Motif;
  palette: Palette;
  count: number;
  /** Local time of the first photo. */
  start: string;
  /** Photos taken per day, `stepMinutes` apart; the next day's photos `everyDays` (or `everyYears`) later. */
  perDay: number;
  stepMinutes: number;
  everyDays: number;
  everyYears?: number;
  /** Descriptive file names (without extension); camera-style names otherwise. */
  names?: string[];
  /** Photo index -> EXIF orientation other than 1. */
  orientations?: Record<number, 3 | 6 | 8>;
  /** Photo index -> non-JPEG format. */
  formats?: Record<number, Exclude<PhotoFormat, "jpeg">>;
};

const PHOTO_SETS: PhotoSet[] = [
  {
    folder: "Family/2023 Summer",
    title: "Summer 2023",
    motif: "hills",
    palette: PALETTES.summer,
    count: 6,
    start: "2023-07-02T10:15:00",
    perDay: 2,
    stepMinutes: 150,
    everyDays: 1,
    orientations: { 1: 6 },
  },
  {
    folder: "Family/2023 Summer/Beach",
    title: "Beach Day",
    motif: "waves",
    palette: PALETTES.beach,
    count: 6,
    start: "2023-07-15T09:40:00",
    perDay: 6,
    stepMinutes: 90,
    everyDays: 1,
    orientations: { 4: 8 },
  },
  {
    folder: "Family/Birthdays",
    title: "Happy Birthday",
    motif: "confetti",
    palette: PALETTES.party,
    count: 4,
    start: "2021-03-14T16:00:00",
    perDay: 1,
    stepMinutes: 0,
    everyDays: 0,
    everyYears: 1,
    formats: { 3: "png" },
  },
  {
    folder: "Travel/Kyoto",
    title: "Kyoto",
    motif: "mountains",
    palette: PALETTES.kyoto,
    count: 6,
    start: "2019-04-03T07:30:00",
    perDay: 2,
    stepMinutes: 270,
    everyDays: 1,
    orientations: { 3: 3 },
  },
  {
    folder: "Travel/Iceland/Day 1",
    title: "Iceland",
    motif: "aurora",
    palette: PALETTES.iceland,
    count: 5,
    start: "2022-02-10T20:15:00",
    perDay: 5,
    stepMinutes: 45,
    everyDays: 1,
  },
  {
    folder: "Travel/Iceland/Day 2",
    title: "Iceland",
    motif: "mountains",
    palette: PALETTES.icelandDay,
    count: 4,
    start: "2022-02-11T11:20:00",
    perDay: 4,
    stepMinutes: 120,
    everyDays: 1,
    orientations: { 2: 6 },
  },
  {
    folder: "Pets",
    title: "Mochi",
    motif: "paws",
    palette: PALETTES.pets,
    count: 6,
    start: "2020-05-01T18:00:00",
    perDay: 1,
    stepMinutes: 0,
    everyDays: 92,
    names: ["Mochi asleep", "Mochi in the garden", "Mochi and the ball", "New collar", "Sunday nap", "Mochi sticker"],
    orientations: { 2: 8 },
    formats: { 5: "webp" },
  },
  {
    folder: "旅行/杭州",
    title: "Hangzhou",
    motif: "lake",
    palette: PALETTES.hangzhou,
    count: 5,
    start: "2024-10-01T08:45:00",
    perDay: 2,
    stepMinutes: 300,
    everyDays: 1,
    formats: { 4: "webp" },
  },
  {
    folder: "Garden Diary",
    title: "Garden",
    motif: "garden",
    palette: PALETTES.garden,
    count: 4,
    start: "2025-04-12T09:00:00",
    perDay: 1,
    stepMinutes: 0,
    everyDays: 15,
    formats: { 0: "png" },
  },
];

const LANDSCAPE_SIZE: [number, number] = [1600, 1200];
const PORTRAIT_SIZE: [number, number] = [1200, 1600];
// Landscape, portrait and wide sizes, rotated through so grids look varied.
const SIZES: Array<[number, number]> = [
  [1600, 1200],
  [1920, 1080],
  [1200, 1600],
  [1600, 1200],
  [1080, 1350],
];

const pad = (n: number) => String(n).padStart(2, "0");

/** Camera-style name like IMG_20230702_101500, from the photo's local time. */
function cameraName(d: Date): string {
  return `IMG_${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}_${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2 Jul 2023, 10:15", spelled out here so the label does not depend on the machine's locale data. */
function formatTakenAt(d: Date): string {
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}, ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const EXTENSIONS: Record<PhotoFormat, string> = { jpeg: "jpg", png: "png", webp: "webp" };

function buildPhotos(): DemoPhoto[] {
  const photos: DemoPhoto[] = [];
  PHOTO_SETS.forEach((set, setIndex) => {
    for (let i = 0; i < set.count; i++) {
      // Dates are local wall-clock times, as a camera records them.
      const takenAt = new Date(set.start);
      const day = Math.floor(i / set.perDay);
      takenAt.setFullYear(takenAt.getFullYear() + day * (set.everyYears ?? 0));
      takenAt.setDate(takenAt.getDate() + day * set.everyDays);
      takenAt.setMinutes(takenAt.getMinutes() + (i % set.perDay) * set.stepMinutes);
      const format = set.formats?.[i] ?? "jpeg";
      const orientation = format === "jpeg" ? (set.orientations?.[i] ?? 1) : 1;
      // Photos shot "sideways" are portrait once oriented, like a phone held upright.
      const [width, height] = orientation === 6 || orientation === 8 ? PORTRAIT_SIZE : (SIZES[(setIndex + i) % SIZES.length] ?? LANDSCAPE_SIZE);
      const name = set.names?.[i] ?? cameraName(takenAt);
      photos.push({
        relPath: `${set.folder}/${name}.${EXTENSIONS[format]}`,
        format,
        width,
        height,
        orientation,
        takenAt,
        title: set.title,
        subtitle: `${formatTakenAt(takenAt)} · ${i + 1} of ${set.count}`,
        motif: set.motif,
        palette: set.palette,
        seed: setIndex * 100 + i + 1,
      });
    }
  });
  return photos;
}

export const DEMO_PHOTOS: readonly DemoPhoto[] = buildPhotos();

export const DEMO_VIDEOS: readonly DemoVideo[] = [
  // Sits beside the summer photos: the folder that mixes photos and videos.
  {
    relPath: "Family/2023 Summer/Summer highlights.mp4",
    title: "Summer highlights",
    source: "gradients",
    width: 1280,
    height: 720,
    seconds: 4,
    toneHz: 523.25,
    takenAt: new Date("2023-07-20T18:30:00"),
    colors: ["0xff9a5a", "0xffd86b", "0x4fb0e0"],
  },
  {
    relPath: "Family/2023 Summer/Beach/VID_20230715_113000.mp4",
    title: "Waves",
    source: "gradients",
    width: 640,
    height: 360,
    seconds: 3,
    toneHz: 392,
    takenAt: new Date("2023-07-15T11:30:00"),
    colors: ["0x2b86c5", "0x9fe3f5", "0xf2d4a0"],
  },
  {
    relPath: "Travel/Kyoto/Temple lanterns.mp4",
    title: "Temple lanterns",
    source: "mandelbrot",
    width: 640,
    height: 360,
    seconds: 4,
    toneHz: 293.66,
    takenAt: new Date("2019-04-04T19:10:00"),
  },
  {
    relPath: "Travel/Iceland/Day 1/Aurora timelapse.mp4",
    title: "Aurora timelapse",
    source: "gradients",
    width: 1280,
    height: 720,
    seconds: 5,
    toneHz: 220,
    takenAt: new Date("2022-02-10T22:40:00"),
    colors: ["0x0b1d3a", "0x2ee8a5", "0x7c4dff"],
  },
  {
    relPath: "Pets/Mochi zoomies.mp4",
    title: "Mochi zoomies",
    source: "life",
    width: 640,
    height: 360,
    seconds: 3,
    toneHz: 659.25,
    takenAt: new Date("2021-06-05T17:45:00"),
  },
  {
    relPath: "旅行/杭州/West Lake.mp4",
    title: "West Lake",
    source: "cellauto",
    width: 640,
    height: 360,
    seconds: 4,
    toneHz: 349.23,
    takenAt: new Date("2024-10-02T16:20:00"),
  },
  {
    relPath: "Home Videos/Test pattern.mp4",
    title: "Test pattern",
    source: "testsrc2",
    width: 1280,
    height: 720,
    seconds: 3,
    toneHz: 440,
    takenAt: new Date("2020-01-01T12:00:00"),
  },
  {
    relPath: "Home Videos/Colour bars.mp4",
    title: "Colour bars",
    source: "smptebars",
    width: 640,
    height: 360,
    seconds: 3,
    toneHz: 1000,
    takenAt: new Date("2020-01-01T12:05:00"),
  },
];
