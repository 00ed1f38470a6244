import { getConfig } from "./config";
import { bootstrap, DEMO_OWNER } from "./bootstrap";
import { prepareDataDir, tightenDataDir } from "./data-dir";
import { describeStartupError } from "./startup-error";
import { log } from "./log";

/**
 * Server start (instrumentation.ts). Whatever stops it (a wrong setting, a
 * data folder that cannot be written or is in use, a database that cannot be
 * reached) prints one line naming the cause, and the process exits non-zero
 * instead of answering 500 to everything.
 */
export async function startUp(): Promise<void> {
  let dataDir: string | undefined;
  try {
    const config = getConfig();
    dataDir = config.dataDir;
    prepareDataDir(config);
    const result = await bootstrap(config);
    const notPrivate = tightenDataDir(config);
    if (notPrivate.length) {
      log.warn(
        { count: notPrivate.length, paths: notPrivate.slice(0, 10) },
        "DATA_DIR: could not make these private to the server's user (owned by another user?)",
      );
    }
    if (result.demoOwner) console.log(`Demo sign-in: name "${DEMO_OWNER.name}", key "${DEMO_OWNER.key}"`);
    if (result.setupCode)
      console.log(`First-run setup code: ${result.setupCode} (open hems in a browser and enter it to create the owner; a restart makes a new code)`);
  } catch (error) {
    console.error(describeStartupError(error, dataDir));
    process.exit(1);
  }
}
