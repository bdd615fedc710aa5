/** The one shape every tutorial module exports; TutorialPage renders it. Titles live in ../catalog.ts. */

export interface HelpNoteText {
  /** Accessible name of the help icon, phrased as the question the note answers. */
  label: string;
  text: string;
}

export interface ExampleBlock {
  kind: 'example';
  weak: string;
  strong: string;
  /** Why the strong version works, in one sentence. */
  why: string;
}

export interface CarouselSlide {
  title: string;
  caption: string;
  /** A local image (never a remote URL: tutorials make no network requests). */
  image?: { src: string; alt: string };
  /** Lines of a sample resume excerpt, drawn as a mock page when there is no image. */
  sample?: string[];
  verdict?: 'good' | 'weak';
  points?: string[];
}

export type TutorialBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  | ExampleBlock
  | { kind: 'carousel'; label: string; slides: CarouselSlide[] }
  | { kind: 'mistakes'; caption: string; rows: { mistake: string; why: string; fix: string }[] }
  | { kind: 'tip'; text: string };

export interface TutorialSection {
  heading: string;
  note?: HelpNoteText;
  blocks: TutorialBlock[];
}

export interface TutorialCta {
  label:
    | 'Start Building My Resume'
    | 'Edit My Resume Header'
    | 'Edit My Resume Summary'
    | 'Enhance My Resume for ATS';
  /** Sentence shown above the button. */
  lead: string;
}

export interface Tutorial {
  intro: string;
  /** Who the tutorial is written for, shown under the title. */
  audience: string;
  sections: TutorialSection[];
  productHelps: string[];
  cta?: TutorialCta;
  /** Long pages get a floating button that scrolls smoothly back to the top. */
  topButton?: boolean;
}
