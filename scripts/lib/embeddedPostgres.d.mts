export interface EmbeddedPostgresPlace {
  prefix: string;
  dataDir: string;
  blockedBy?: string;
}
export function embeddedPostgresPlace(
  local: string,
  options?: { uid?: number; mode?: (dir: string) => number | undefined; base?: string },
): EmbeddedPostgresPlace;
export function installEmbeddedPostgres(
  place: EmbeddedPostgresPlace,
  say: (message: string) => void,
): boolean;
