import { getConfig } from "@/lib/config";
import { HomeFacePage } from "../../home-page";
import { TebeHomeView } from "../tbhome/page";

export { generateMetadata } from "../../home-page";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /home: the home page. On the home face what `/` shows (sign-in, the home
// pages or the hero screen); on the tebe face, whose `/` is the public landing
// page, the home screen (documents: "/sysicon, /sys, /gridicon, /home: icon
// menus and home").
export default async function HomeRoute({ searchParams }: Props) {
  if (getConfig().deployType === "tebe") return TebeHomeView({ address: "/home" });
  return HomeFacePage({ query: await searchParams });
}
