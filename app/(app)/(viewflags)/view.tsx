import "server-only";
import { Suspense } from "react";
import { redirect } from "next/navigation";
import { playerParam } from "@/lib/media/player";
import { directOpenPath } from "@/lib/shell/destinations";
import { FILE_TYPE } from "@/components/media/fileTypes";
import { itemAddress } from "@/components/media/urlState";
import { LibrarySkeleton } from "@/components/media/LibrarySkeleton";
import { requirePageCaller } from "../(home)/load";
import { DirectoryHomeView } from "../(home)/views";

export { libraryMetadata as generateMetadata } from "../(home)/metadata";

type Flag = "true" | "false";
type Query = Record<string, string | string[] | undefined>;

/**
 * /{paramShowTwoPage}/{paramShowPlayerView}: the home with view flags. Only
 * the documented values exist (true/false each, four static routes), so any
 * other two-segment address matches no route and answers HTTP 404. /false/true
 * is the media view (the directory home); /true/true resumes the last played
 * photo or video in the two-page layout (player above, its folder below).
 *
 * These routes sit outside the (home) group on purpose: its loading boundary
 * would send the page's first bytes before the redirects below are decided,
 * turning them into browser-side redirects with status 200. Here the
 * decisions come first (real HTTP redirects), and only the directory loads
 * behind the skeleton.
 */
export async function ViewFlagsPage({ twoPage, playerView, searchParams }: { twoPage: Flag; playerView: Flag; searchParams: Promise<Query> }) {
  const address = `/${twoPage}/${playerView}`;
  const caller = await requirePageCaller(address);
  if (twoPage === "true" && playerView === "true") {
    const last = await playerParam(caller, undefined, "url");
    if (last) redirect(itemAddress(last.item.file_type === FILE_TYPE.photo ? "photo" : "video", last.item));
  }
  const query = await searchParams;
  const direct = directOpenPath(query);
  if (direct) redirect(direct);
  return (
    <Suspense fallback={<LibrarySkeleton />}>
      <DirectoryHomeView address={address} query={query} />
    </Suspense>
  );
}
