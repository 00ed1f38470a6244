import { getTranslations } from "next-intl/server";
import { LensNotice } from "@/components/lenses/LensNotice";
import { LensPage } from "@/components/lenses/LensPage";
import { lensPageContext } from "../../context";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("lens"))("title") };
}

// /medialens/get/{id}: one lens, played, or in the editor in Reel Story edit mode.
export default withMessages(
  ["common", "dialogs", "invites", "lens", "player", "resume"],
  async function LensViewPage({ params }: { params: Promise<{ param_lensid: string }> }) {
    const { param_lensid } = await params;
    const { isOwner, editMode } = await lensPageContext(`/medialens/get/${param_lensid}`);
    return isOwner ? <LensPage key={param_lensid} lensId={param_lensid} editMode={editMode} /> : <LensNotice kind="ownersOnly" />;
  },
);
