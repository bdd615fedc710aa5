import { EntryListFieldset } from './EntryListFieldset';
import {
  hasAnyText,
  MORE_SECTIONS,
  type MoreSectionKey,
  type MoreSectionsState,
  type SectionDraft,
} from './moreSections';

type Drafts = Record<MoreSectionKey, SectionDraft>;

/**
 * The sections real resumes have beyond SPEC's (projects, courses, awards…), folded away until wanted
 * so the guided form stays short for someone with only a job or two to enter.
 */
export function MoreSections({
  value,
  drafts,
  onChange,
  marks,
}: {
  value: MoreSectionsState;
  /** Each section's entry being typed (see formState's EntryDrafts). */
  drafts: Drafts;
  onChange: (value: MoreSectionsState, drafts: Drafts) => void;
  /** What an import was unsure of, by entry. */
  marks?: ReadonlyMap<unknown, string[]>;
}) {
  const count = MORE_SECTIONS.reduce((n, s) => n + value[s.key].length, 0);
  return (
    <details className="more-sections" open={count > 0}>
      <summary>
        More sections: projects, courses, awards, volunteering, publications, languages, other
      </summary>
      {MORE_SECTIONS.map((section) => (
        <EntryListFieldset
          key={section.key}
          legend={section.legend}
          items={value[section.key]}
          draft={drafts[section.key]}
          onChange={(items, draft) =>
            onChange({ ...value, [section.key]: items }, { ...drafts, [section.key]: draft })
          }
          empty={Object.fromEntries(section.fields.map((f) => [f.key, '']))}
          fields={section.fields}
          isAddable={hasAnyText}
          describe={section.describe}
          removeLabel={(d, i) =>
            `Remove ${section.legend.toLowerCase()} entry ${i + 1}: ${section.describe(d)}`
          }
          addText={section.addText}
          marks={marks}
        />
      ))}
    </details>
  );
}
