import type { Migrations } from '@rb/kit';
import * as legalAcceptances from './20261122000200_legal_acceptances';
import * as legalClientSealed from './20261122000500_legal_client_sealed';
import * as legalPseudonymise from './20261128000200_legal_pseudonymise';

/** The legal service's migrations, by timestamped name. */
export const migrations: Migrations = {
  '20261122000200_legal_acceptances': legalAcceptances,
  '20261122000500_legal_client_sealed': legalClientSealed,
  '20261128000200_legal_pseudonymise': legalPseudonymise,
};
