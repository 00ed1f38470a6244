import { loadConfig, ConfigError } from "./config";
import { bootstrap, DEMO_OWNER } from "./bootstrap";

/** Server start: a wrong configuration stops it with a message naming the variable. */
export async function startUp(): Promise<void> {
  try {
    loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const result = await bootstrap();
  if (result.demoOwner) console.log(`Demo sign-in: name "${DEMO_OWNER.name}", key "${DEMO_OWNER.key}"`);
  if (result.setupCode) console.log(`First-run setup code: ${result.setupCode} (open hems in a browser and enter it to create the owner; a restart makes a new code)`);
}
