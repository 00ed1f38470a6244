import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { TestRoutesDisabled, testRoutesEnabled } from "../gate";

export async function generateMetadata() {
  return { title: (await getTranslations("routes"))("testTitle") };
}

// /test/*: the test routes (/test/article/... has its own page). While
// TEST_ROUTES is off every address here says 'Test routes are disabled.';
// while it is on, an address with no test page is an ordinary 404.
export default async function TestRoute() {
  if (!testRoutesEnabled()) return TestRoutesDisabled();
  notFound();
}
