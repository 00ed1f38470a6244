import { requirePageViewer } from "@/lib/auth/page-gate";
import IconMenuPage from "../sysicon/page";

export { generateMetadata } from "../sysicon/page";

// The owner's home after signing in or going back home: the tiles of this
// face for now (the wallpaper home screen comes with the settings work).
export default async function TebeHomePage() {
  await requirePageViewer("/tbhome");
  return <IconMenuPage />;
}
