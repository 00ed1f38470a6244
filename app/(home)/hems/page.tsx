import { libraryMetadata } from "../metadata";
import { DirectoryHomeView } from "../views";

export const generateMetadata = libraryMetadata;

// /hems: My Home Medias, the directory home of this home's media roots.
export default async function HemsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <DirectoryHomeView address="/hems" query={await searchParams} />;
}
