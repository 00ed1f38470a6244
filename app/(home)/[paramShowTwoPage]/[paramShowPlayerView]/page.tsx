import { notFound, redirect } from "next/navigation";
import { playerParam } from "@/lib/media/player";
import { FILE_TYPE } from "@/components/media/fileTypes";
import { itemAddress } from "@/components/media/urlState";
import { requirePageCaller } from "../../load";
import { libraryMetadata } from "../../metadata";
import { DirectoryHomeView } from "../../views";

export const generateMetadata = libraryMetadata;

const FLAGS = ["true", "false"];

type Props = {
  params: Promise<{ paramShowTwoPage: string; paramShowPlayerView: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// /{paramShowTwoPage}/{paramShowPlayerView}: the home with view flags; /false/true
// is the media view (the directory home). /true/true resumes the last played
// photo or video in the two-page layout (player above, its folder below).
export default async function MediaViewPage({ params, searchParams }: Props) {
  const { paramShowTwoPage, paramShowPlayerView } = await params;
  if (!FLAGS.includes(paramShowTwoPage) || !FLAGS.includes(paramShowPlayerView)) notFound();
  const address = `/${paramShowTwoPage}/${paramShowPlayerView}`;
  if (paramShowTwoPage === "true" && paramShowPlayerView === "true") {
    const last = await playerParam(await requirePageCaller(address), undefined, "url");
    if (last) redirect(itemAddress(last.item.file_type === FILE_TYPE.photo ? "photo" : "video", last.item));
  }
  return <DirectoryHomeView address={address} query={await searchParams} />;
}
