// Figures of a benchmark's repeated measurements.

/** The p-th percentile (nearest rank, 0-100) of `xs`; throws for no measurements. */
export function percentile(xs: readonly number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  if (value === undefined) throw new Error("no measurements");
  return value;
}

/** The middle measurement (the upper one of two for an even count). */
export const median = (xs: readonly number[]): number => percentile(xs, 50);

/** A numeric command-line option (`--name 123`) of this benchmark, or `fallback`. */
export function numberOption(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
}
