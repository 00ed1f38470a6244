import { libraryMetadata } from "../../metadata";
import { openedFilePage } from "../../opened-file-page";

export const generateMetadata = libraryMetadata;

// /photo/{paphotoid or encoded relpath}: the photo in the slideshow, its folder below.
export default openedFilePage({ route: "/photo", param: "paphotoid", kind: "photo" });
