import type { FieldLexicon } from '../types';

/** Visual, product and fashion design. */
export const design: FieldLexicon = {
  field: 'design',
  skills: [
    'user experience|ux|ux design',
    'user interface|ui|ui design',
    'user research|usability testing',
    'wireframing|wireframes|prototyping|prototypes',
    'figma|sketch|adobe xd',
    'graphic design',
    'fashion design|apparel design',
    'pattern making|patternmaking|hand drafting',
    'textiles|fabric|fabrics',
    'adobe illustrator|illustrator|photoshop|indesign',
    'cad|autocad|clo 3d',
    'product design',
    'typography',
    'mood boards|mood board',
  ],
  terms: [
    'design|designs',
    'designer|designers',
    'creative',
    'visual',
    'collection|collections',
    'style',
    'brand',
  ],
};
