import type { FieldLexicon } from '../types';
import { construction } from './construction';
import { data } from './data';
import { dataMl } from './dataMl';
import { design } from './design';
import { education } from './education';
import { finance } from './finance';
import { healthcare } from './healthcare';
import { hospitality } from './hospitality';
import { humanResources } from './humanResources';
import { marketing } from './marketing';
import { operations } from './operations';
import { product } from './product';
import { publicSector } from './publicSector';
import { software } from './software';
import { softwareBlockchain } from './softwareBlockchain';
import { softwareCloud } from './softwareCloud';
import { softwareGames } from './softwareGames';
import { softwareMobile } from './softwareMobile';
import { softwareSecurity } from './softwareSecurity';
import { softwareSystems } from './softwareSystems';
import { softwareWeb } from './softwareWeb';
import { trades } from './trades';

export const FIELD_LEXICONS: readonly FieldLexicon[] = [
  software,
  softwareWeb,
  softwareMobile,
  softwareSystems,
  softwareCloud,
  softwareSecurity,
  softwareGames,
  softwareBlockchain,
  data,
  dataMl,
  healthcare,
  trades,
  construction,
  finance,
  education,
  marketing,
  publicSector,
  hospitality,
  humanResources,
  operations,
  design,
  product,
];
