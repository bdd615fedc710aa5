import { reportGaps } from './eval/gapsReport';

reportGaps();
