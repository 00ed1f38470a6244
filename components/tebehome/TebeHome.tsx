import Link from "next/link";
import { useTranslations } from "next-intl";
import type { Tile } from "@/lib/shell/tiles";
import { TILE_ICONS } from "@/components/ui/icons";
import { HomeWallpaper } from "./HomeWallpaper";
import styles from "./TebeHome.module.css";

type Props = {
  /** tebeHomeTiles(): YouTube Videos, Channels, and Settings for admins. */
  tiles: Tile[];
  /** The current wallpaper of the home the viewer is in. */
  wallpaper: string;
  homeName: string;
};

/**
 * /tbhome, the tebe home screen: the home's wallpaper with its name and the
 * tiles. Rendered on the server; only the wallpaper is a client part. Opening
 * the search box hides the tiles (documents: "opening it hides the home tiles").
 */
export function TebeHome({ tiles, wallpaper, homeName }: Props) {
  const t = useTranslations("tebeHome");
  const tTiles = useTranslations("tiles");
  return (
    <div className={styles.screen} data-testid="tbhome">
      <HomeWallpaper name={wallpaper} />
      <div className={styles.content}>
        <h1 className={styles.homeName} data-testid="tbhome-name">
          {homeName || t("title")}
        </h1>
        <nav aria-label={t("tiles")}>
          <ul className={styles.tiles} data-count={tiles.length} data-testid="tbhome-tiles">
            {tiles.map((tile) => {
              const Icon = TILE_ICONS[tile.id];
              return (
                <li key={tile.id}>
                  <Link href={tile.href} className={styles.tile} data-testid={`tile-${tile.id}`}>
                    <span className={styles.icon} data-tile={tile.id}>
                      <Icon size={32} />
                    </span>
                    <span className={styles.label}>{tTiles(tile.id)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </div>
  );
}
