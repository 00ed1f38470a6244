import { getTranslations } from "next-intl/server";
import { LensEditor } from "@/components/lenses/LensEditor";
import { LensNotice } from "@/components/lenses/LensNotice";
import { lensPageContext } from "../context";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("lens"))("newLens") };
}

// /medialens/new: the editor of a new lens (Reel Story edit mode only).
export default withMessages(["common", "dialogs", "invites", "lens"], async function NewLensPage() {
  const { isOwner, editMode } = await lensPageContext("/medialens/new");
  if (!isOwner) return <LensNotice kind="ownersOnly" />;
  return editMode ? <LensEditor lens={null} /> : <LensNotice kind="editModeOff" />;
});
