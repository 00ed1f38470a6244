import { libraryMetadata } from "../../../metadata";
import { openedFilePage } from "../../../opened-file-page";

export const generateMetadata = libraryMetadata;

// /hems_video/{p_videoid}/{p_relpath}: a home video by id (the relpath only names it for people); on the hosted (tebe) face through the home's agent.
export default openedFilePage({ route: "/hems_video", param: "p_videoid", kind: "video", relayedOnTebe: true });
