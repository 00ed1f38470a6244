import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Theater } from "@/components/theater/Theater";
import { requirePageViewer } from "@/lib/auth/page-gate";
import { getShellProps } from "@/lib/shell/server";
import { hiddenInEnvironment } from "@/lib/shell/tiles";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("theater"))("title") };
}

// /theater: Tiny Theater, the auto-play channels as live TV. Hidden (404)
// where the icon menu hides its tile: production and development environments.
export default withMessages(["theater"], async function TheaterPage() {
  const { appEnv, deployType } = await getShellProps();
  if (hiddenInEnvironment("theater", appEnv)) notFound();
  const viewer = await requirePageViewer("/theater");
  const tebeView = deployType === "tebe";
  return (
    <Theater
      tebeView={tebeView}
      isOwner={viewer.loginUserType === "owner"}
      homeHref={tebeView ? "/tbhome" : "/sysicon"}
      setupHref={tebeView ? "/tbautoplaylist/y" : "/autoplaylist"}
    />
  );
});
