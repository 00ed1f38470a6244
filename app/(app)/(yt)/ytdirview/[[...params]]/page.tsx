import { categoryViewMetadata, categoryViewPage } from "../../../category-pages";

export const generateMetadata = categoryViewMetadata;

/** /ytdirview/{ytpath}/{dirname?}: the category view outside tebe view (calls /api_yt). */
export default categoryViewPage({ address: "/ytdirview", tebeView: false });
