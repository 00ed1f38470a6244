import "server-only";
import { getConfig } from "@/lib/config";
import { withMessages } from "@/lib/i18n/page-messages";
import { RelayedHomeView } from "./relayed";
import { OpenedFileView } from "./views";

// The routes of one photo or video (/photo, /video, /hems_photo, /hems_video):
// each names its address, its id segment and the kind; this renders it.

const OpenedFilePage = withMessages(["addToChannel", "common", "dialogs", "library", "media", "player", "resume", "scanProgress", "videos"], OpenedFileView);

type OpenedFileRoute<Param extends string> = {
  /** The address without the id: "/photo", "/hems_video". */
  route: string;
  /** The route segment that holds the file's id (or encoded relpath). */
  param: Param;
  kind: "photo" | "video";
  /** On the hosted (tebe) face, browse the home through its agent instead (components/hems): /hems_photo and /hems_video. */
  relayedOnTebe?: boolean;
};

/** The page of a photo or video opened by address, {route}/{id}: its player above, its folder below. */
export function openedFilePage<Param extends string>({ route, param, kind, relayedOnTebe = false }: OpenedFileRoute<Param>) {
  return async function OpenedFileRoutePage({ params }: { params: Promise<Record<Param, string>> }) {
    const file = (await params)[param];
    const address = `${route}/${file}`;
    if (relayedOnTebe && getConfig().deployType === "tebe") return <RelayedHomeView address={address} />;
    return <OpenedFilePage address={address} file={file} kind={kind} />;
  };
}
