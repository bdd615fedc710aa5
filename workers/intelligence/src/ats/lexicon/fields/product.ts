import type { FieldLexicon } from '../types';

/** Product and programme management. */
export const product: FieldLexicon = {
  field: 'product',
  skills: [
    'product management|product manager',
    'product roadmap|roadmap|roadmaps',
    'product strategy',
    'user stories|requirements gathering|product requirements|prd',
    'prioritization|prioritisation|backlog',
    'okrs|kpis|kpi|okr',
    'stakeholder management',
    'market analysis|competitive analysis',
    'product discovery|customer discovery',
    'go-to-market|go to market',
    'program management|programme management',
  ],
  terms: ['product|products', 'roadmap', 'features|feature', 'launch', 'customer|customers', 'market'],
};
