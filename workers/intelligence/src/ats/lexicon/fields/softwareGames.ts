import type { FieldLexicon } from '../types';

/** Game development. A branch of software, so postings and resumes of different kinds of software work are told apart. */
export const softwareGames: FieldLexicon = {
  field: 'software/games',
  skills: ['unity', 'unreal engine', 'game development|game engine|gameplay|games|game'],
  terms: [],
};
