import { libraryMetadata } from "../../metadata";
import { FolderView } from "../../views";

export const generateMetadata = libraryMetadata;

// /folder/{pafolderid or encoded relpath}: the one-folder view.
export default async function FolderPage({ params }: { params: Promise<{ pafolderid: string }> }) {
  const { pafolderid } = await params;
  return <FolderView address={`/folder/${pafolderid}`} folder={pafolderid} />;
}
