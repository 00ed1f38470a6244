export const CHROMIUM_PATH: string | undefined;
export const CHROMIUM_ARGS: string[];
