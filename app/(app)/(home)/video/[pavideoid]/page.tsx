import { libraryMetadata } from "../../metadata";
import { openedFilePage } from "../../opened-file-page";

export const generateMetadata = libraryMetadata;

// /video/{pavideoid or en_video_relpath}: the video in the player, its folder below.
export default openedFilePage({ route: "/video", param: "pavideoid", kind: "video" });
