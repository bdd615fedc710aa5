import type { FieldLexicon } from '../types';

/** Database administration and development. A branch of software. */
export const softwareDatabase: FieldLexicon = {
  field: 'software/database',
  skills: [
    'database administration|database administrator|database administrators|dba|dbas',
    'backup and recovery|rman|backups|disaster recovery',
    'performance tuning|query tuning|query optimization|sql tuning|database tuning',
    'replication|data guard|always on|log shipping|mirroring|high availability',
    'database design|schema design|normalization',
    'oracle rac|rac|asm',
    'stored procedures|stored procedure|triggers|functions and procedures',
    'ssis|ssrs|ssas|sql server integration services',
    'informatica|datastage|talend|ab initio|odi',
    'database migration|database upgrades|patching',
    'oracle|oracle 11g|oracle 12c|oracle 19c',
  ],
  terms: ['databases|database', 'schemas|schema', 'tables|table', 'queries|query', 'instances|instance'],
};
