import { HomeNumberedPage } from "../../home-page";

export { generateMetadata } from "../../home-page";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /page3: the home page's page 3 (see HomeNumberedPage).
export default async function Page3({ searchParams }: Props) {
  return HomeNumberedPage({ page: 3, searchParams });
}
