import type { FieldLexicon } from '../types';

/** Legal practice: attorneys, advocates, counsel and paralegals. */
export const law: FieldLexicon = {
  field: 'law',
  skills: [
    'attorney|attorneys|advocate|advocates|lawyer|lawyers|legal counsel|counsel|solicitor|barrister|attorney at law',
    'paralegal|legal assistant|law clerk',
    'litigation|litigator|civil litigation|criminal litigation',
    'legal research|case law research',
    'legal drafting|legal writing|drafting|pleadings|petitions|affidavits|written submissions',
    'contract drafting|contract review|drafting contracts',
    'legal advice|legal opinion|legal opinions',
    'court appearances|appearing in court|court proceedings|hearings',
    'arbitration|alternative dispute resolution|adr',
    'due diligence',
    'legal vetting|vetting',
    'bar admission|admitted to the bar|bar council|bar association|enrolled advocate|bar exam',
    'llb|ll.b|llm|ll.m|juris doctor|j.d|law degree',
    'westlaw|lexisnexis|lexis|manupatra',
    'civil law|criminal law|corporate law|family law|administrative law|constitutional law|property law',
  ],
  terms: [
    'court|courts|high court|supreme court|tribunal|tribunals',
    'legal',
    'judge|judges',
    'law|laws',
    'statutory|statute|statutes',
    'cases',
  ],
};
