// Runs once when the Next.js server starts (custom server.ts or plain `next start`).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await (await import("./lib/startup")).startUp();
}
