import { hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './repoRoot';

export interface DevSecrets {
  JWT_SECRET: string;
  DATA_KEYS: string;
  DATA_KEY_ID: string;
  LOOKUP_KEY: string;
}

/**
 * Files written before LOOKUP_KEY existed lack it: derive it from their JWT secret instead of rewriting
 * the file, so every process (even several starting at once) arrives at the same key.
 */
function withLookupKey(secrets: Omit<DevSecrets, 'LOOKUP_KEY'> & { LOOKUP_KEY?: string }): DevSecrets {
  const derived = () =>
    Buffer.from(hkdfSync('sha256', secrets.JWT_SECRET, Buffer.alloc(0), 'rb-dev-lookup-key', 32)).toString(
      'base64',
    );
  return { ...secrets, LOOKUP_KEY: secrets.LOOKUP_KEY || derived() };
}

/**
 * Development secrets live in `.local/secrets.json` (gitignored, mode 0600), generated once so
 * that tokens and encrypted rows survive restarts without anyone having to configure anything.
 */
export function devSecrets(file = path.join(repoRoot, '.local', 'secrets.json')): DevSecrets {
  if (existsSync(file)) return withLookupKey(JSON.parse(readFileSync(file, 'utf8')) as DevSecrets);
  const kid = `dev${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`;
  const secrets: DevSecrets = {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    DATA_KEYS: `${kid}:${randomBytes(32).toString('base64')}`,
    DATA_KEY_ID: kid,
    LOOKUP_KEY: randomBytes(32).toString('base64'),
  };
  mkdirSync(path.dirname(file), { recursive: true });
  // 'wx' so two processes starting at once cannot overwrite each other's freshly written file.
  try {
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return devSecrets(file);
    throw error;
  }
  chmodSync(file, 0o600);
  return secrets;
}
