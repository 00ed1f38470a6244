import { bootstrap } from "@/lib/bootstrap";
import { getConfig } from "@/lib/config";

// A home-face server's start-up, run as a child process for
// tests/integration/agent-relay.test.ts: its own data folder and embedded
// database, its media roots from MEDIA_ROOTS, and its home agent started by
// bootstrap from AGENT_UPSTREAM_URL and AGENT_TOKEN, exactly as `npm start`
// starts it. Nothing listens: the agent connects out. Tells the parent when
// start-up is done.

bootstrap(getConfig()).then(
  () => process.send?.({ started: true }),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
