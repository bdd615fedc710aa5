export const SERVER_ENTRIES: Readonly<Record<string, string>>;
export const COPIED_FILES: Readonly<Record<string, string>>;
export const SERVER_BUILD_INPUTS: readonly string[];
export function serverBundlesStale(root: string): boolean;
