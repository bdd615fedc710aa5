export function newest(target: string): number;
export function isStale(
  root: string,
  build: { inputs: readonly string[]; outputs: readonly string[] },
): boolean;
