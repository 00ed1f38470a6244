import Link from "next/link";
import { useTranslations } from "next-intl";
import type { Tile, TileId } from "@/lib/shell/tiles";
import { TILE_ICONS } from "@/components/ui/icons";
import { BackgroundCarousel } from "./BackgroundCarousel";
import styles from "./HeroScreen.module.css";

// The hero screen's cards (documents: "Media files, Document, Tiny Theater,
// Channels and Settings"); the tebe face's YouTube Videos card stands in for Media.
type HeroCard = "mediaFiles" | "youtube" | "document" | "theater" | "channels" | "settings";
const HERO_CARDS: Partial<Record<TileId, HeroCard>> = {
  media: "mediaFiles",
  youtube: "youtube",
  document: "document",
  theater: "theater",
  channels: "channels",
  settings: "settings",
};

const HERO_ORDER: TileId[] = ["media", "youtube", "document", "theater", "channels", "settings"];

type Props = {
  /** The tiles this viewer may see (from visibleTiles); only hero cards among them are shown. */
  tiles: Tile[];
  viewerName: string | null;
  /** Where "Sign in" leads: the home face signs in on "/", the tebe face on /tblogin. */
  signInHref?: string;
  /** Where the viewer's auto-play channels play (the forced landing offers them), or null. */
  playChannelsHref?: string | null;
};

export function HeroScreen({ tiles, viewerName, signInHref = "/", playChannelsHref = null }: Props) {
  const t = useTranslations("hero");
  const cards = HERO_ORDER.flatMap((id) => {
    const tile = tiles.find((candidate) => candidate.id === id);
    const card = HERO_CARDS[id];
    return tile && card ? [{ tile, card }] : [];
  });

  return (
    <div className={styles.hero} data-testid="hero-screen">
      <section className={styles.banner}>
        <BackgroundCarousel />
        <h1 className={styles.title}>{t("title")}</h1>
        <p className={styles.subtitle}>{t("subtitle")}</p>
        {viewerName ? (
          <p className={styles.viewer}>{t("signedInAs", { name: viewerName })}</p>
        ) : (
          <p className={styles.viewer}>
            {t("signInPrompt")}{" "}
            <Link href={signInHref} className={styles.signIn} data-testid="hero-sign-in">
              {t("signIn")}
            </Link>
          </p>
        )}
        {playChannelsHref && (
          <p className={styles.play}>
            <Link href={playChannelsHref} className="button button-primary" data-testid="hero-play-channels">
              {t("playChannels")}
            </Link>
          </p>
        )}
      </section>

      <ul className={styles.cards}>
        {cards.map(({ tile, card }) => {
          const Icon = TILE_ICONS[tile.id];
          return (
            <li key={tile.id}>
              <Link href={tile.href} className={styles.card} data-testid={`hero-card-${tile.id}`}>
                <span className={styles.cardIcon} data-tile={tile.id}>
                  <Icon size={28} />
                </span>
                <span className={styles.cardText}>
                  <span className={styles.cardTitle}>{t(card)}</span>
                  <span className={styles.cardBody}>{t(`${card}Text`)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>

      <p className={styles.more}>
        <Link href="/sysicon" className="button" data-testid="hero-all-menus">
          {t("allMenus")}
        </Link>
      </p>
    </div>
  );
}
