import type { FieldLexicon } from '../types';

/** Business analysis: requirements, processes and the bridge between users and delivery teams. */
export const businessAnalysis: FieldLexicon = {
  field: 'business analysis',
  skills: [
    'business analysis|business analyst|business analysts',
    'requirements elicitation|requirement gathering|requirements analysis|requirement analysis',
    'brd|business requirements document|business requirements|frd|functional requirements|functional specifications',
    'use cases|use case',
    'process mapping|process modelling|process modeling|bpmn',
    'gap analysis|impact analysis',
    'uml|visio|activity diagrams',
    'business process improvement|process improvement|business process',
    'feasibility study|cost-benefit analysis|cost benefit analysis',
  ],
  terms: ['requirements|requirement', 'business', 'processes|process', 'solutions|solution'],
};
