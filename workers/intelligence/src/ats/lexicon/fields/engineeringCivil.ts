import type { FieldLexicon } from '../types';

/** Civil and structural engineering. A branch of engineering, so the disciplines are told apart. */
export const engineeringCivil: FieldLexicon = {
  field: 'engineering/civil',
  skills: [
    'civil engineering|civil engineer|civil engineers',
    'structural engineering|structural engineer|structural design|structural analysis',
    'staad pro|staad|etabs|sap2000|tekla',
    'geotechnical engineering|geotechnical|soil mechanics|soil testing',
    'land surveying|surveying|total station|dumpy level',
    'highway design|road design|pavement design|highway engineering',
    'reinforced concrete|rcc|concrete design|prestressed concrete',
    'bill of quantities|boq|quantity estimation|rate analysis',
    'hydraulics|hydrology|drainage design|stormwater|storm water',
    'water supply|sewerage|wastewater|water resources',
    'site engineer|site execution|site engineering',
    'transportation engineering|traffic engineering',
  ],
  terms: ['bridge|bridges', 'road|roads|highway|highways', 'structures|structure', 'concrete', 'steel'],
};
