/**
 * The attribution the occupational data behind the ATS match requires (../shared/data/README.md), shown
 * on /features. The repository's NOTICE carries the same sentences; a test keeps the two alike.
 */
export const DATA_SOURCE_NOTICES: readonly string[] = [
  'This page includes information from the O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA.',
  'Resume Builder has modified all or some of this information. USDOL/ETA has not approved, endorsed, or tested these modifications.',
  'This service uses the ESCO classification of the European Commission.',
  'Source: U.S. Department of Education, National Center for Education Statistics, Classification of Instructional Programs (CIP 2020).',
];
