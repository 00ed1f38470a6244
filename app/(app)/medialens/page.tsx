import { getTranslations } from "next-intl/server";
import { LensGrid } from "@/components/lenses/LensGrid";
import { LensNotice } from "@/components/lenses/LensNotice";
import { lensPageContext } from "./context";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("lens"))("title") };
}

// /medialens: the Document page, the grid of the home's media lenses.
export default withMessages(["common", "dialogs", "invites", "lens"], async function MediaLensPage() {
  const { isOwner, editMode } = await lensPageContext("/medialens");
  return isOwner ? <LensGrid editMode={editMode} /> : <LensNotice kind="ownersOnly" />;
});
