// Reading rows that a query sends back as one JSON array
// (`SELECT json_agg(...)::text AS rows`): PGlite runs on the main thread and
// parses one JSON text several times faster than Prisma builds per-row objects.

/** The rows of a `json_agg(...)::text AS rows` query; none when it matched nothing (json_agg gives null). */
export async function jsonRows<T>(query: Promise<Array<{ rows: string | null }>>): Promise<T[]> {
  const [result] = await query;
  return result?.rows ? (JSON.parse(result.rows) as T[]) : [];
}
