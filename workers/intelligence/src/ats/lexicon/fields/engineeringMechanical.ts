import type { FieldLexicon } from '../types';

/** Mechanical and manufacturing engineering. A branch of engineering. */
export const engineeringMechanical: FieldLexicon = {
  field: 'engineering/mechanical',
  skills: [
    'mechanical engineering|mechanical engineer|mechanical engineers',
    'solidworks|solid works',
    'catia',
    'creo|pro/e|pro engineer|proe|unigraphics|nx cad',
    'ansys|finite element analysis|fea',
    'cfd|computational fluid dynamics',
    'gd&t|geometric dimensioning and tolerancing',
    'thermodynamics|heat transfer|fluid mechanics',
    'machine design|mechanical design|design of machine elements',
    'manufacturing processes|machining|sheet metal|casting|forging',
    'pumps|compressors|turbines|turbine',
    'piping design|piping layout',
    'hvac design',
    'production planning|production engineering',
  ],
  terms: ['machines|machinery|machine', 'manufacturing', 'production', 'automobile|automotive'],
};
