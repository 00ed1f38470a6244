import { categoryViewMetadata, categoryViewPage } from "../../../category-pages";

export const generateMetadata = categoryViewMetadata;

/** /tbview/{path?}/{title?}: the category view of tebe view (path: the category's url-safe base64). */
export default categoryViewPage({ address: "/tbview", tebeView: true });
