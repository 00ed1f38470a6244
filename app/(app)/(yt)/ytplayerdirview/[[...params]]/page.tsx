import { categoryPlayerMetadata, categoryPlayerPage } from "../../../category-pages";

export const generateMetadata = categoryPlayerMetadata;

/** /ytplayerdirview/{youtube id}/{title}/{ytpath?}/{dirname?}: the player outside tebe view (calls /api_yt). */
export default categoryPlayerPage({ address: "/ytplayerdirview", tebeView: false });
