// The contract between pages that open media and the players that show it.
// Pages build these lists from the file browser's DirFile rows; players never fetch.

export type PlayerPhoto = {
  id: number;
  /** Full-size image URL (streaming route). */
  src: string;
  /** Small cacheable thumbnail URL, shown while the full image loads. */
  thumbnail: string;
  title: string;
  /** EXIF original date, else modification time, ISO 8601. */
  takenAt: string | null;
};

export type PlayerVideo = {
  id: number;
  /** Streaming URL with range support (/media_lv_video_root/...). */
  src: string;
  /** The HLS playlist of a file the browser cannot play as it is (transcoded while it plays). */
  hlsSrc?: string;
  /** Poster thumbnail URL. */
  thumbnail: string;
  title: string;
  /** Seconds, when known. */
  duration: number | null;
  /** The media file's id: the player then offers 'Resume from …' where the viewer stopped (on any device) and keeps the position. */
  fileId?: number;
};

export type PhotoSlideshowProps = {
  /** Album title for the 3 s intro. */
  albumTitle: string;
  /** Photos only; the player rotates the list to start at startId. */
  photos: PlayerPhoto[];
  startId: number;
  /** Called with the photo now shown, so the page can record history. */
  onShow?: (photo: PlayerPhoto) => void;
  /** Escape and the close button: back to the folder view (documents: "Directory view state"). Without it there is no close button. */
  onClose?: () => void;
  /** 'Add to channel' for the photo on screen; no button without it. */
  onAddToChannel?: (photo: PlayerPhoto) => void;
  /** The last photo's time is up (a lens moves on to its next block). */
  onEnded?: () => void;
};

export type VideoPlayerProps = {
  /** Album (folder) key: the intro is shown once per album and title per session, and the position is kept per album. */
  albumKey: string;
  albumTitle: string;
  videos: PlayerVideo[];
  startId: number;
  onShow?: (video: PlayerVideo) => void;
  /** Escape and the close button: back to the folder view. Without it there is no close button. */
  onClose?: () => void;
  /** 'Add to channel' for the video on screen; no button without it. */
  onAddToChannel?: (video: PlayerVideo) => void;
  /** The last video has ended (a lens moves on to its next block). */
  onEnded?: () => void;
};

export type TwoPageLayoutProps = {
  /** Page 1: the player, filling the window. */
  player: React.ReactNode;
  /** Page 2: the folder below it. */
  children: React.ReactNode;
  /** Past this fraction of the window height a stopped scroll goes to page 2 (default: half; the home page: 0.4). */
  snapFraction?: number;
  /** The label of the button on page 1 that glides to page 2 (default: "Show the folder"). */
  toSecondPageLabel?: string;
  /** Commands for the page: glide to page 1 or page 2. */
  ref?: React.Ref<TwoPageHandle>;
};

export type TwoPageHandle = {
  showFirstPage: () => void;
  showSecondPage: () => void;
};
