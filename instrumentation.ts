// Runs once when the Next.js server starts (custom server.ts or plain `next start`).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { loadConfig, ConfigError } = await import("./lib/config");
  try {
    loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { bootstrap, DEMO_OWNER } = await import("./lib/bootstrap");
  const result = await bootstrap();
  if (result.demoOwner) {
    console.log(`Demo sign-in: name "${DEMO_OWNER.name}", key "${DEMO_OWNER.key}"`);
  }
}
