import path from "node:path";
import { getConfig, type AppConfig, type MediaRootSetting } from "./config";
import { applyMigrations } from "./db/migrate";
import { createDb } from "./db";
import { ensureHouseholdHome } from "./accounts/homes";
import { ensureHomeOwner, hasHomeOwner } from "./accounts/owners";
import { issueSetupCode } from "./accounts/setup-code";
import { startHomeIndexer, syncConfiguredRoots } from "./media";
import { ensureDemoLibrary } from "./demo/library";
import { log } from "./log";
import { startConfiguredAgent } from "./agent/upstream";

// Start-up work, run once per server process before requests are served
// (instrumentation.ts): migrate, then make what the configuration asks for.
// Everything is idempotent: a second start reuses what the first made.

export const DEMO_OWNER = { name: "demo", key: "1234" } as const;

export type BootstrapResult = {
  migrations: string[];
  demoOwner: boolean;
  mediaRoots: MediaRootSetting[];
  /** The first-run setup code, while the home face has no owner (lib/accounts/setup-code.ts). */
  setupCode: string | null;
};

async function demoRoots(config: AppConfig): Promise<MediaRootSetting[]> {
  const dir = path.join(config.dataDir, "demo-library");
  const result = await ensureDemoLibrary(dir, {
    ffmpegPath: config.ffmpegPath,
    ffprobePath: config.ffprobePath,
    log: (message) => log.info(message),
  });
  if (result.created) log.info({ photos: result.photos, videos: result.videos }, "demo library generated");
  return [{ name: "Demo", path: dir }];
}

export async function bootstrap(config: AppConfig = getConfig()): Promise<BootstrapResult> {
  const migrations = await applyMigrations(config.database);
  if (migrations.length) log.info({ migrations }, "database migrated");
  const db = createDb(config.database);

  let demoOwner = false;
  let setupCode: string | null = null;
  let mediaRoots = config.mediaRoots;
  if (config.deployType === "home") {
    const home = await ensureHouseholdHome(db);
    if (config.owner) await ensureHomeOwner(db, config.owner);
    if (config.demo) {
      await ensureHomeOwner(db, DEMO_OWNER);
      demoOwner = true;
      if (!mediaRoots.length) mediaRoots = await demoRoots(config);
    }
    // Nobody configured: only who reads the server's log may create the owner.
    if (!(await hasHomeOwner(db))) setupCode = issueSetupCode();
    // Environment roots that left the configuration go; roots added in settings stay.
    await syncConfiguredRoots(home.id, mediaRoots, config.dataDir);
    // Scans and the watcher run in the background: start-up and requests never wait for them.
    startHomeIndexer({
      homeId: home.id,
      dataDir: config.dataDir,
      ffmpeg: { ffmpegPath: config.ffmpegPath, ffprobePath: config.ffprobePath },
    });
    // The hosted face reaches this home's library through one outbound connection (lib/agent).
    startConfiguredAgent(config, home.id);
  }
  return { migrations, demoOwner, mediaRoots, setupCode };
}
