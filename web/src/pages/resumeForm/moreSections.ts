import type { ResumeData } from '@rb/contracts';
import type { DraftField } from './EntryListFieldset';

/** One entry of an optional section while it is being typed: every field is text. */
export type SectionDraft = Record<string, string>;

/** The optional sections the form offers beyond SPEC's, in the order the templates print them. */
export type MoreSectionKey =
  | 'projects'
  | 'courses'
  | 'awards'
  | 'volunteering'
  | 'publications'
  | 'languages'
  | 'custom';

export type MoreSectionsState = Record<MoreSectionKey, SectionDraft[]>;

interface MoreSection {
  key: MoreSectionKey;
  legend: string;
  addText: string;
  /** The first field names the entry: an imported entry without it is marked for the user to check. */
  fields: DraftField<SectionDraft>[];
  /** The card line for an added entry. */
  describe: (d: SectionDraft) => string;
}

/** "One per line" text as list items, blank lines dropped. */
export const lines = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const joined = (...parts: (string | undefined)[]) => parts.filter((p) => p?.trim()).join(' — ');

export const MORE_SECTIONS: MoreSection[] = [
  {
    key: 'projects',
    legend: 'Projects',
    addText: 'Add Project',
    fields: [
      { key: 'name', label: 'Project Name' },
      { key: 'link', label: 'Project Link', placeholder: 'github.com/you/project' },
      { key: 'start_date', label: 'Project Start', placeholder: 'YYYY or Month YYYY' },
      { key: 'end_date', label: 'Project End' },
      { key: 'description', label: 'Project Description' },
      { key: 'bullets', label: 'Project Highlights (one per line)', multiline: true },
    ],
    describe: (d) => joined(d.name, d.description),
  },
  {
    key: 'courses',
    legend: 'Courses',
    addText: 'Add Course',
    fields: [
      { key: 'name', label: 'Course Name' },
      { key: 'issuer', label: 'Course Provider' },
      { key: 'year', label: 'Course Year', placeholder: 'YYYY' },
    ],
    describe: (d) => joined(d.name, d.issuer, d.year),
  },
  {
    key: 'awards',
    legend: 'Awards',
    addText: 'Add Award',
    fields: [
      { key: 'name', label: 'Award Name' },
      { key: 'issuer', label: 'Awarded By' },
      { key: 'year', label: 'Award Year', placeholder: 'YYYY' },
      { key: 'description', label: 'Award Description' },
    ],
    describe: (d) => joined(d.name, d.issuer, d.year),
  },
  {
    key: 'volunteering',
    legend: 'Volunteering',
    addText: 'Add Volunteering',
    fields: [
      { key: 'organization', label: 'Organization' },
      { key: 'role', label: 'Volunteer Position' },
      { key: 'start_date', label: 'Volunteering Start' },
      { key: 'end_date', label: 'Volunteering End' },
      { key: 'bullets', label: 'What You Did (one per line)', multiline: true },
    ],
    describe: (d) => joined(d.role, d.organization),
  },
  {
    key: 'publications',
    legend: 'Publications',
    addText: 'Add Publication',
    fields: [
      { key: 'title', label: 'Publication Title' },
      { key: 'publisher', label: 'Publisher or Journal' },
      { key: 'year', label: 'Publication Year', placeholder: 'YYYY' },
      { key: 'link', label: 'Publication Link' },
    ],
    describe: (d) => joined(d.title, d.publisher, d.year),
  },
  {
    key: 'languages',
    legend: 'Languages',
    addText: 'Add Language',
    fields: [
      { key: 'name', label: 'Language' },
      { key: 'level', label: 'Level', placeholder: 'Native, C1, conversational…' },
    ],
    describe: (d) => joined(d.name, d.level),
  },
  {
    key: 'custom',
    legend: 'Other Section',
    addText: 'Add Section',
    fields: [
      { key: 'title', label: 'Section Title', placeholder: 'Interests, Patents…' },
      { key: 'items', label: 'Section Items (one per line)', multiline: true },
    ],
    describe: (d) => joined(d.title, lines(d.items).join(', ')),
  },
];

export const emptyMoreSections = (): MoreSectionsState => ({
  projects: [],
  courses: [],
  awards: [],
  volunteering: [],
  publications: [],
  languages: [],
  custom: [],
});

/** Whether any field of an entry has text: an optional section's draft is then an entry. */
export const hasAnyText = (entry: object) =>
  Object.values(entry).some((v) => typeof v === 'string' && v.trim() !== '');

/** A blank draft for every optional section. */
export const emptySectionDrafts = (): Record<MoreSectionKey, SectionDraft> =>
  Object.fromEntries(
    MORE_SECTIONS.map((s) => [s.key, Object.fromEntries(s.fields.map((f) => [f.key, '']))]),
  ) as Record<MoreSectionKey, SectionDraft>;

/** A stored resume's optional sections as drafts to edit (lists one item per line). */
export function moreSectionsState(resume: ResumeData): MoreSectionsState {
  const state = emptyMoreSections();
  for (const section of MORE_SECTIONS) {
    const entries = (resume[section.key] ?? []) as Record<string, unknown>[];
    state[section.key] = entries.map((entry) =>
      Object.fromEntries(
        section.fields.map((f) => {
          const value = entry[f.key];
          return [f.key, Array.isArray(value) ? value.join('\n') : typeof value === 'string' ? value : ''];
        }),
      ),
    );
  }
  return state;
}

/**
 * One draft as the entry the schema expects: the field keys are the schema's own, a multi-line field
 * becomes a list, the rest trimmed text.
 */
function toEntry(section: MoreSection, draft: SectionDraft): Record<string, string | string[]> {
  return Object.fromEntries(
    section.fields.map((f) => [f.key, f.multiline ? lines(draft[f.key]) : (draft[f.key] ?? '').trim()]),
  );
}

/**
 * The optional sections as resume data, each with its draft when that has text (see formState's
 * EntryDrafts); a section with no entry is left out, not sent empty. The server validates every entry
 * against the contracts schema.
 */
export function moreSectionsData(
  state: MoreSectionsState,
  drafts?: Record<MoreSectionKey, SectionDraft>,
): Partial<ResumeData> {
  const entriesOf = (key: MoreSectionKey) => {
    const draft = drafts?.[key];
    return draft && hasAnyText(draft) ? [...state[key], draft] : state[key];
  };
  return Object.fromEntries(
    MORE_SECTIONS.filter((section) => entriesOf(section.key).length > 0).map((section) => [
      section.key,
      entriesOf(section.key).map((draft) => toEntry(section, draft)),
    ]),
  ) as Partial<ResumeData>;
}
