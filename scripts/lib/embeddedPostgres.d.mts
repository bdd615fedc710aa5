export function embeddedPostgresDir(local: string): string;
export function installEmbeddedPostgres(local: string, say: (message: string) => void): boolean;
