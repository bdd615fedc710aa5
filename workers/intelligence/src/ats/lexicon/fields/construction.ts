import type { FieldLexicon } from '../types';

export const construction: FieldLexicon = {
  field: 'construction',
  skills: [
    'cost estimating|cost estimation|estimating|estimates',
    'quantity surveying|quantity takeoff|take-offs|takeoffs',
    'construction management',
    // Project management and scheduling are every field's: here only the tools builders schedule with.
    'primavera|ms project|microsoft project',
    'autocad|revit|bim',
    'change orders|change order',
    'rfis|rfi|submittals',
    'building codes|building regulations',
    'contract administration',
    'site supervision|site management',
    'value engineering',
    'capital projects|capital program',
    'cscs|site safety|construction safety',
    'punch list|snagging',
    'fit-out|fit out|interior fit-out',
    'renovation|refurbishment|remodeling|remodelling',
    'general contractor|general contracting',
  ],
  terms: [
    'construction',
    'contractor|contractors|subcontractor|subcontractors',
    'site',
    'capital',
    'infrastructure',
    'specifications',
    'bid|bids|bidding',
  ],
};
