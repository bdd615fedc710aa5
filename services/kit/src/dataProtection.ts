import type { BaseConfig } from './config';
import { createKeyring, type Keyring } from './keyring';
import { createLookupHasher, type LookupHasher } from './lookupHash';

/** What a process needs to seal personal data at rest and to find it again by keyed hash. */
export interface DataProtection {
  keyring: Keyring;
  hash: LookupHasher;
}

export function createDataProtection(
  config: Pick<BaseConfig, 'DATA_KEYS' | 'DATA_KEY_ID' | 'LOOKUP_KEY'>,
): DataProtection {
  return { keyring: createKeyring(config), hash: createLookupHasher(config.LOOKUP_KEY) };
}

/** E-mails are compared lower-cased and trimmed: one account per address however it is typed. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The users.email_hash of an address: a keyed hash, so the column is useless without LOOKUP_KEY. */
export const emailLookupHash = (hash: LookupHasher, email: string) => hash('email', normaliseEmail(email));
