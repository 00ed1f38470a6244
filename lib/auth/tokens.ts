import crypto from "node:crypto";

// Random tokens (256 bits) for cookies and invite links; only their hashes are stored.
export function newToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}
