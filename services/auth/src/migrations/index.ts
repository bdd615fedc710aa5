import type { Migrations } from '@rb/kit';
import * as users from './20261122000100_users';
import * as tokenFamilies from './20261122000300_token_families';
import * as usersEncrypted from './20261122000400_users_encrypted';
import * as auditLog from './20261122000700_audit_log';
import * as auditPseudonymise from './20261128000100_audit_pseudonymise';
import * as sessionDevices from './20261128000300_session_devices';
import * as accountTokens from './20261128000500_account_tokens';
import * as emailVerification from './20261128000600_email_verification';
import * as secondFactor from './20261128000700_second_factor';
import * as passkeys from './20261128000800_passkeys';

/** The auth service's migrations, by timestamped name. */
export const migrations: Migrations = {
  '20261122000100_users': users,
  '20261122000300_token_families': tokenFamilies,
  '20261122000400_users_encrypted': usersEncrypted,
  '20261122000700_audit_log': auditLog,
  '20261128000100_audit_pseudonymise': auditPseudonymise,
  '20261128000300_session_devices': sessionDevices,
  '20261128000500_account_tokens': accountTokens,
  '20261128000600_email_verification': emailVerification,
  '20261128000700_second_factor': secondFactor,
  '20261128000800_passkeys': passkeys,
};
