import type { FieldLexicon } from '../types';

/** Laboratory science: biology, chemistry and clinical or quality-control laboratories. */
export const laboratory: FieldLexicon = {
  field: 'laboratory',
  skills: [
    'pcr|qpcr|rt-pcr|real-time pcr',
    'elisa|immunoassay|immunoassays',
    'western blot|western blotting',
    'cell culture|tissue culture|mammalian cell culture',
    'hplc|uplc|gc-ms|lc-ms|mass spectrometry|gas chromatography',
    'chromatography',
    'spectroscopy|spectrophotometry|uv-vis|ftir|nmr',
    'microscopy|confocal microscopy|fluorescence microscopy',
    'flow cytometry|facs',
    'gel electrophoresis|electrophoresis|sds-page',
    'glp|good laboratory practice',
    'gmp|good manufacturing practice|cgmp',
    'lims|laboratory information management system',
    'assay development|assay|assays',
    'sample preparation|sample prep|specimen processing',
    'titration|wet chemistry',
    'aseptic technique|sterile technique',
    'dna extraction|rna extraction|nucleic acid extraction',
    'sequencing|ngs|next-generation sequencing|sanger sequencing',
    'microbiology|biochemistry|molecular biology|analytical chemistry',
    'calibration|instrument calibration',
  ],
  terms: [
    'laboratory|laboratories|lab|labs',
    'samples|sample|specimens|specimen',
    'reagents|reagent',
    'experiments|experiment',
    'scientist|scientists',
  ],
};
