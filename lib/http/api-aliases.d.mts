/** "<alias folder>" to "<handler folder>" under app/api (./api-aliases.json). */
export declare const API_ALIASES: Record<string, string>;
export declare function resolveApiPath(apiPath: string): string;
export declare function prefixRewrites(from: string, apiPath: string): { source: string; destination: string }[];
