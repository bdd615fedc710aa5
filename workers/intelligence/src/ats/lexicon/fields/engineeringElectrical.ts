import type { FieldLexicon } from '../types';

/** Electrical and electronics engineering (design and power, not the electrician's trade). */
export const engineeringElectrical: FieldLexicon = {
  field: 'engineering/electrical',
  skills: [
    'electrical engineering|electrical engineer|electrical engineers|electrical and electronics|eee',
    'power systems|power distribution|power generation|power transmission',
    'switchgear|substation|substations|transformers|transformer',
    'plc|plc programming|scada|dcs',
    'circuit design|pcb design|pcb|circuit analysis',
    'electrical design|single line diagram|single line diagrams|sld',
    'motors|drives|vfd|variable frequency drives',
    'protection relays|relay coordination|protection systems',
    'etap|load flow|short circuit analysis',
    'instrumentation|control systems|control engineering',
    'simulink|pspice|multisim',
    'electronics|power electronics|electronic circuits',
  ],
  terms: ['power', 'voltage', 'energy', 'cables|cable'],
};
