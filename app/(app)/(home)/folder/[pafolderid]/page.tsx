import { libraryMetadata } from "../../metadata";
import { FolderView } from "../../views";
import { withMessages } from "@/lib/i18n/page-messages";

export const generateMetadata = libraryMetadata;

// /folder/{pafolderid or encoded relpath}: the one-folder view.
export default withMessages(
  ["addToChannel", "common", "dialogs", "library", "media", "player", "resume", "scanProgress", "videos"],
  async function FolderPage({ params }: { params: Promise<{ pafolderid: string }> }) {
    const { pafolderid } = await params;
    return <FolderView address={`/folder/${pafolderid}`} folder={pafolderid} />;
  },
);
