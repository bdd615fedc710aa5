import type { FieldLexicon } from '../types';

/** Warehousing, logistics, retail and office operations. */
export const operations: FieldLexicon = {
  field: 'operations',
  skills: [
    // Not "warehousing": it stems as "warehouse" does, so the place every warehouse posting names
    // became a skill to add to the resume and to lead its summary with ("experience with warehouse").
    'warehouse operations',
    'picking and packing|picking|packing',
    'shipping and receiving|receiving goods',
    'supply chain|supply chain management',
    'logistics',
    'forklift',
    'inventory control|stock management',
    'erp|sap|oracle erp',
    'lean|six sigma|kaizen|5s',
    'quality control|quality assurance|qa',
    'scheduling',
    'data entry',
    'office administration|administrative support|office management',
    'microsoft office|ms office|word|outlook|powerpoint',
    'calendar management|diary management',
    'customer service',
    'sales|account management|business development',
    'negotiation',
    'vendor management',
    'project coordination',
    // Claimed here, not by construction: an office, a warehouse or a software team runs projects too.
    'project management|pmp|prince2',
    'operations management|operations manager|operations managers',
  ],
  terms: [
    'warehouse',
    'operations|operational',
    'orders|order',
    'delivery|deliveries',
    'stock',
    'office',
    'clients|client',
    'accounts|account',
    'procedures',
    'coordinator|coordination',
  ],
};
