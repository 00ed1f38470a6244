import { libraryMetadata } from "../../../metadata";
import { OpenedFileView } from "../../../views";
import { withMessages } from "@/lib/i18n/page-messages";

export const generateMetadata = libraryMetadata;

// /hems_photo/{p_photoid}/{p_relpath}: a home photo by id (the relpath only names it for people).
export default withMessages(
  ["addToChannel", "common", "dialogs", "library", "media", "player", "resume", "scanProgress", "videos"],
  async function HemsPhotoPage({ params }: { params: Promise<{ p_photoid: string }> }) {
    const { p_photoid } = await params;
    return <OpenedFileView address={`/hems_photo/${p_photoid}`} file={p_photoid} kind="photo" />;
  },
);
