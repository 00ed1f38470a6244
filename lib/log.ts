import pino from "pino";

// Structured logs. Secrets never reach them: known secret fields are redacted.
export const log = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { app: "hems" },
  redact: {
    paths: ["req.headers.cookie", "req.headers.authorization", "*.key", "*.password", "*.passcode", "*.token", "*.id_token", "*.invite_token", "*.guest_token"],
    censor: "[redacted]",
  },
});
