import { HomeNumberedPage } from "../../home-page";

export { generateMetadata } from "../../home-page";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /page2: the home page's page 2 (see HomeNumberedPage).
export default async function Page2({ searchParams }: Props) {
  return HomeNumberedPage({ page: 2, searchParams });
}
