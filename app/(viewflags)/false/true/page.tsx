import { ViewFlagsPage } from "../../view";

export { generateMetadata } from "../../view";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /false/true: the home with view flags (see ../../view.tsx).
export default async function Page({ searchParams }: Props) {
  return ViewFlagsPage({ twoPage: "false", playerView: "true", searchParams });
}
