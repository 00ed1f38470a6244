import { libraryMetadata } from "../../metadata";
import { OpenedFileView } from "../../views";

export const generateMetadata = libraryMetadata;

// /photo/{paphotoid or encoded relpath}: the photo in the slideshow, its folder below.
export default async function PhotoPage({ params }: { params: Promise<{ paphotoid: string }> }) {
  const { paphotoid } = await params;
  return <OpenedFileView address={`/photo/${paphotoid}`} file={paphotoid} kind="photo" />;
}
