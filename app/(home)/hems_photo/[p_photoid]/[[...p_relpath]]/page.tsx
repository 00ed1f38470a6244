import { libraryMetadata } from "../../../metadata";
import { RelayedHomeView } from "../../../relayed";
import { OpenedFileView } from "../../../views";
import { getConfig } from "@/lib/config";
import { withMessages } from "@/lib/i18n/page-messages";

export const generateMetadata = libraryMetadata;

type Params = { params: Promise<{ p_photoid: string }> };

// /hems_photo/{p_photoid}/{p_relpath}: a home photo by id (the relpath only names it for people).
const HemsPhoto = withMessages(
  ["addToChannel", "common", "dialogs", "library", "media", "player", "resume", "scanProgress", "videos"],
  async function HemsPhoto({ photoId }: { photoId: string }) {
    return <OpenedFileView address={`/hems_photo/${photoId}`} file={photoId} kind="photo" />;
  },
);

/** On the hosted (tebe) face, the photo at the url-safe base64 relpath, through the home's agent (components/hems). */
export default async function HemsPhotoPage({ params }: Params) {
  const { p_photoid } = await params;
  if (getConfig().deployType === "tebe") return <RelayedHomeView address={`/hems_photo/${p_photoid}`} />;
  return <HemsPhoto photoId={p_photoid} />;
}
