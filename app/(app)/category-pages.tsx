import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CategoryPlayer } from "@/components/collections/CategoryPlayer";
import { CategoryView } from "@/components/collections/CategoryView";
import { categorySegment, collectionViewer, decodeTitle } from "@/lib/collections/pages";
import { withMessages } from "@/lib/i18n/page-messages";

// The category view and the category player, each at two addresses: tebe
// view's (/tbview, /tbplay: calls /api_tebeplay) and the one outside it
// (/ytdirview, /ytplayerdirview: calls /api_yt). The routes only name their
// address and whether they are tebe view's.

type Params = { params: Promise<{ params?: string[] }> };
type Route = { address: string; tebeView: boolean };

/** The title segment (the second) decoded; without one, `fallback`. */
async function titleOf({ params }: Params, fallback: () => Promise<string> | string): Promise<Metadata> {
  const [, title] = (await params).params ?? [];
  return { title: decodeTitle(title) || (await fallback()) };
}

/** {address}/{path?}/{title?}: the category at `path` (its url-safe base64), the root without one. */
export const categoryViewMetadata = (props: Params) => titleOf(props, async () => (await getTranslations("collections"))("rootTitle"));

const CategoryViewPage = withMessages(
  ["categories", "collections", "common", "dialogs", "videoGrid", "videoUnavailable", "videos"],
  async function CategoryViewPage({ address, tebeView, params }: Route & Params) {
    const [path] = (await params).params ?? [];
    const { editMode } = await collectionViewer(address);
    return <CategoryView tebeView={tebeView} enRelpath={categorySegment(path)} editMode={editMode} />;
  },
);

export const categoryViewPage = (route: Route) =>
  function CategoryPage(props: Params) {
    return <CategoryViewPage {...route} {...props} />;
  };

/** {address}/{youtube id}/{title}/{path?}/{dirname?}: the player of one video, its category's videos below. */
export const categoryPlayerMetadata = (props: Params) => titleOf(props, () => "hems");

const CategoryPlayerPage = withMessages(
  ["categories", "collections", "common", "dialogs", "player", "videoGrid", "videoUnavailable", "videos"],
  async function CategoryPlayerPage({ address, tebeView, params }: Route & Params) {
    const [youtubeId = "", title, path] = (await params).params ?? [];
    const { editMode } = await collectionViewer(address);
    return <CategoryPlayer tebeView={tebeView} youtubeId={youtubeId} title={decodeTitle(title)} enRelpath={categorySegment(path)} editMode={editMode} />;
  },
);

export const categoryPlayerPage = (route: Route) =>
  function PlayerPage(props: Params) {
    return <CategoryPlayerPage {...route} {...props} />;
  };
