import type { FieldLexicon } from '../types';

/** Logistics and transport: freight, fleets, dispatch and warehouses. A branch of operations. */
export const logistics: FieldLexicon = {
  field: 'operations/logistics',
  skills: [
    'freight|freight forwarding|freight management',
    'fleet management|fleet',
    'route planning|route optimisation|route optimization',
    'dispatch|dispatching|dispatcher',
    'customs clearance|customs|import export|import/export',
    'incoterms',
    'wms|warehouse management system|warehouse management systems',
    'tms|transportation management|transport management',
    'cdl|commercial driver|hgv licence|lgv',
    'hazmat|dangerous goods',
    'cycle counting|cycle counts|stock takes|stocktakes',
    'last mile|last-mile',
    'load planning|loading and unloading|pallets|palletising',
    'carrier management|3pl|third-party logistics',
    'counterbalance|counterbalance truck|counterbalance forklift',
    'reach truck|reach trucks|reach forklift',
    'rtitb|forklift licence|forklift license',
    'racking|pallet racking',
    'rf scanner|rf scanners|rf scanning|rf gun|handheld scanner',
  ],
  terms: [
    'shipment|shipments',
    'transport|transportation',
    'trucks|trucking|truck',
    'drivers|driver',
    'distribution',
  ],
};
