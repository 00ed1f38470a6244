import "server-only";
import { HomeBrowse } from "@/components/hems/HomeBrowse";
import { withMessages } from "@/lib/i18n/page-messages";
import { profile } from "@/lib/tebeauth/service";
import { requirePageCaller } from "./load";

/**
 * The hosted (tebe) face's /hems, /hems_photo/... and /hems_video/...: it has
 * no media roots of its own, so the page browses the viewer's home through
 * the home's agent, in the browser (components/hems); the address says where.
 */
export const RelayedHomeView = withMessages(
  ["common", "homeBrowse", "library", "media", "player"],
  async function RelayedHomeView({ address }: { address: string }) {
    const caller = await requirePageCaller(address);
    const { home_number } = await profile(caller);
    return <HomeBrowse homeNumber={home_number} isOwner={caller.role === "owner"} />;
  },
);
