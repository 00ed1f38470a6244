import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requirePageViewer } from "@/lib/auth/page-gate";
import { TestRoutesDisabled, testRoutesEnabled } from "../../test/gate";

type Props = { params: Promise<{ path: string[] }> };

export async function generateMetadata() {
  return { title: (await getTranslations("routes"))("testTitle") };
}

// /tbtest/*: the tebe view's test routes. Off (TEST_ROUTES): 'Test routes are
// disabled.'. On: only for a signed-in user; the session is checked on the
// server before anything is sent (a visitor without one goes to the sign-in,
// an ended session to its re-login notice, both as HTTP redirects), and an
// address with no test page is an ordinary 404.
export default async function TebeTestRoute({ params }: Props) {
  if (!testRoutesEnabled()) return TestRoutesDisabled();
  const { path } = await params;
  await requirePageViewer(`/tbtest/${path.map(encodeURIComponent).join("/")}`);
  notFound();
}
