import type { FieldLexicon } from '../types';
import { businessAnalysis } from './businessAnalysis';
import { construction } from './construction';
import { data } from './data';
import { dataMl } from './dataMl';
import { design } from './design';
import { education } from './education';
import { engineeringCivil } from './engineeringCivil';
import { engineeringElectrical } from './engineeringElectrical';
import { engineeringMechanical } from './engineeringMechanical';
import { finance } from './finance';
import { healthcare } from './healthcare';
import { hospitality } from './hospitality';
import { humanResources } from './humanResources';
import { laboratory } from './laboratory';
import { law } from './law';
import { logistics } from './logistics';
import { marketing } from './marketing';
import { networking } from './networking';
import { operations } from './operations';
import { product } from './product';
import { publicSector } from './publicSector';
import { software } from './software';
import { softwareBlockchain } from './softwareBlockchain';
import { softwareCloud } from './softwareCloud';
import { softwareDatabase } from './softwareDatabase';
import { softwareGames } from './softwareGames';
import { softwareMobile } from './softwareMobile';
import { softwareSecurity } from './softwareSecurity';
import { softwareSystems } from './softwareSystems';
import { softwareTesting } from './softwareTesting';
import { softwareWeb } from './softwareWeb';
import { trades } from './trades';

/**
 * Order matters: the first lexicon to claim a phrase keeps it, so branches that own a shared word
 * ("quality assurance" is software testing before it is operations) come first.
 */
export const FIELD_LEXICONS: readonly FieldLexicon[] = [
  software,
  softwareWeb,
  softwareMobile,
  softwareSystems,
  softwareCloud,
  softwareSecurity,
  softwareGames,
  softwareBlockchain,
  softwareTesting,
  softwareDatabase,
  networking,
  data,
  dataMl,
  healthcare,
  trades,
  construction,
  engineeringCivil,
  engineeringMechanical,
  engineeringElectrical,
  laboratory,
  finance,
  education,
  marketing,
  law,
  publicSector,
  hospitality,
  humanResources,
  operations,
  logistics,
  businessAnalysis,
  design,
  product,
];
