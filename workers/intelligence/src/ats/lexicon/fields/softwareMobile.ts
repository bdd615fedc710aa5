import type { FieldLexicon } from '../types';

/** Mobile app development. A branch of software, so postings and resumes of different kinds of software work are told apart. */
export const softwareMobile: FieldLexicon = {
  field: 'software/mobile',
  skills: [
    'kotlin',
    'swift|swiftui',
    'objective-c|objective c',
    'react native',
    'ios',
    'android',
    'flutter',
    'mobile development|mobile app|mobile apps',
  ],
  terms: [],
};
