import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './repoRoot';

export interface DevSecrets {
  JWT_SECRET: string;
  GATEWAY_SECRET: string;
  DATA_KEYS: string;
  DATA_KEY_ID: string;
  LOOKUP_KEY: string;
}

type StoredSecrets = Omit<DevSecrets, 'LOOKUP_KEY' | 'GATEWAY_SECRET'> & Partial<DevSecrets>;

/**
 * Files written before LOOKUP_KEY or GATEWAY_SECRET existed lack them: derive each from the file's JWT
 * secret instead of rewriting the file, so every process (even several starting at once) arrives at
 * the same values without a write race.
 */
function withDerivedKeys(secrets: StoredSecrets): DevSecrets {
  const lookupKey = () =>
    Buffer.from(hkdfSync('sha256', secrets.JWT_SECRET, Buffer.alloc(0), 'rb-dev-lookup-key', 32)).toString(
      'base64',
    );
  const gatewaySecret = () =>
    createHmac('sha256', secrets.JWT_SECRET).update('GATEWAY_SECRET').digest('base64url');
  return {
    ...secrets,
    LOOKUP_KEY: secrets.LOOKUP_KEY || lookupKey(),
    GATEWAY_SECRET: secrets.GATEWAY_SECRET || gatewaySecret(),
  };
}

function generate(): DevSecrets {
  const kid = `dev${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`;
  return {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    GATEWAY_SECRET: randomBytes(32).toString('base64url'),
    DATA_KEYS: `${kid}:${randomBytes(32).toString('base64')}`,
    DATA_KEY_ID: kid,
    LOOKUP_KEY: randomBytes(32).toString('base64'),
  };
}

/**
 * Development secrets live in `.local/secrets.json` (gitignored, mode 0600), generated once so
 * that tokens and encrypted rows survive restarts without anyone having to configure anything.
 */
export function devSecrets(file = path.join(repoRoot, '.local', 'secrets.json')): DevSecrets {
  if (existsSync(file)) return withDerivedKeys(JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets);
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
