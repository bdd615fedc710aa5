import { resumeDataSchema } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { emptyMoreSections, MORE_SECTIONS, moreSectionsData } from './moreSections';

describe("the form's optional sections", () => {
  it('turn every draft into an entry the resume schema accepts, lists split by line', () => {
    const state = emptyMoreSections();
    for (const section of MORE_SECTIONS) {
      state[section.key] = [
        Object.fromEntries(
          section.fields.map((f) => [f.key, f.multiline ? `${f.label}\n\n second ` : ` ${f.label} `]),
        ),
      ];
    }
    const data = resumeDataSchema.parse(moreSectionsData(state));
    expect(data.projects?.[0]?.bullets).toEqual(['Project Highlights (one per line)', 'second']);
    expect(data.custom?.[0]?.items).toEqual(['Section Items (one per line)', 'second']);
    expect(data.languages?.[0]).toEqual({ name: 'Language', level: 'Level' });
  });

  it('leave out a section with no entry rather than send it empty', () => {
    expect(moreSectionsData(emptyMoreSections())).toEqual({});
  });
});
