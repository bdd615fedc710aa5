import type { Migrations } from '@rb/kit';
import * as legalAcceptances from './20261122000200_legal_acceptances';

/** The legal service's migrations, by timestamped name. */
export const migrations: Migrations = {
  '20261122000200_legal_acceptances': legalAcceptances,
};
