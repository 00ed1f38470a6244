import { libraryMetadata } from "../../../metadata";
import { openedFilePage } from "../../../opened-file-page";

export const generateMetadata = libraryMetadata;

// /hems_photo/{p_photoid}/{p_relpath}: a home photo by id (the relpath only names it for people); on the hosted (tebe) face through the home's agent.
export default openedFilePage({ route: "/hems_photo", param: "p_photoid", kind: "photo", relayedOnTebe: true });
