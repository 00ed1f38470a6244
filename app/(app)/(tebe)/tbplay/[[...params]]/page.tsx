import { categoryPlayerMetadata, categoryPlayerPage } from "../../../category-pages";

export const generateMetadata = categoryPlayerMetadata;

/** /tbplay/{youtube id}/{b64 title}/{path?}/{dirname?}: the tebe player. */
export default categoryPlayerPage({ address: "/tbplay", tebeView: true });
