import type { FieldLexicon } from '../types';

export const publicSector: FieldLexicon = {
  field: 'public sector',
  skills: [
    'procurement|purchasing|sourcing',
    'contract management|contract administration|contracts management',
    'tendering|tenders|rfp|rfps|request for proposal|bids',
    'vendor management|supplier management|vendor relations',
    'policy analysis|policy development|public policy',
    'grant management|grants|grant writing',
    'regulatory compliance|regulations|regulatory',
    'mwbe|m/wbe|minority and women-owned|small business',
    'freedom of information|foia',
    'civil service|civil service exam',
    'public administration',
    'records management',
    'case management',
    'auditing|audits',
    'stakeholder management',
  ],
  terms: [
    'agency|agencies',
    'municipal|county|federal|government|council|public sector|city agency|city agencies',
    'citywide|city-wide',
    'residents|citizens',
    'legislation|law',
    'vendor|vendors',
  ],
};
