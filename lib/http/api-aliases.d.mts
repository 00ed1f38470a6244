/** "<alias folder>" to "<handler folder>" under app/api (./api-aliases.json). */
export declare const API_ALIASES: Record<string, string>;
export declare function resolveApiPath(apiPath: string): string;
export declare function prefixRewrites(from: string, apiPath: string): { source: string; destination: string }[];
export declare const UNKNOWN_CALLS: { source: string; destination: string };
export declare function apiRewrites(): Promise<{ source: string; destination: string }[]>;
