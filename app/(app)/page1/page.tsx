import { HomeNumberedPage } from "../../home-page";

export { generateMetadata } from "../../home-page";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /page1: the home page's page 1 (see HomeNumberedPage).
export default async function Page1({ searchParams }: Props) {
  return HomeNumberedPage({ page: 1, searchParams });
}
