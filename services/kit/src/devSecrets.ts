import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './repoRoot';

export interface DevSecrets {
  JWT_SECRET: string;
  GATEWAY_SECRET: string;
  DATA_KEYS: string;
  DATA_KEY_ID: string;
}

function generate(): DevSecrets {
  const kid = `dev${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`;
  return {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    GATEWAY_SECRET: randomBytes(32).toString('base64url'),
    DATA_KEYS: `${kid}:${randomBytes(32).toString('base64')}`,
    DATA_KEY_ID: kid,
  };
}

/**
 * Development secrets live in `.local/secrets.json` (gitignored, mode 0600), generated once so
 * that tokens and encrypted rows survive restarts without anyone having to configure anything.
 * A file written before GATEWAY_SECRET existed gets one derived from its JWT secret rather than a
 * random one: every process starting at once must arrive at the same value without a write race.
 */
export function devSecrets(file = path.join(repoRoot, '.local', 'secrets.json')): DevSecrets {
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Omit<DevSecrets, 'GATEWAY_SECRET'> &
      Partial<DevSecrets>;
    return {
      ...stored,
      GATEWAY_SECRET:
        stored.GATEWAY_SECRET ??
        createHmac('sha256', stored.JWT_SECRET).update('GATEWAY_SECRET').digest('base64url'),
    };
  }
  const secrets = generate();
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
