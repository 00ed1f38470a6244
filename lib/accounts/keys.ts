import { hash, verify } from "@node-rs/argon2";

// Keys, passwords and passcodes are stored as argon2id hashes (memory-hard).
export function hashSecret(secret: string): Promise<string> {
  return hash(secret, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function verifySecret(storedHash: string | null | undefined, secret: string): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}
