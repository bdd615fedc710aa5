import { describe, expect, it } from 'vitest';
import { scoreResume } from '../src';
import { FIELD_PROBES } from './fieldProbes';

/** A fitting resume should not just edge out one from another field: it should be plainly ahead. */
const CLEAR_MARGIN = 25;

describe('ATS scorer on postings of fields it was not tuned on', () => {
  it.each(FIELD_PROBES.map((p) => [p.field, p] as const))(
    '%s: the fitting resume scores clearly higher',
    (_, probe) => {
      const strong = scoreResume({ htmlResume: probe.strong, jobDescription: probe.posting });
      const weak = scoreResume({ htmlResume: probe.weak, jobDescription: probe.posting });
      expect(strong.atsScore - weak.atsScore).toBeGreaterThanOrEqual(CLEAR_MARGIN);
      expect(strong.matchedKeywords.length).toBeGreaterThan(weak.matchedKeywords.length);
      expect(weak.missingKeywords.length).toBeGreaterThan(0);
    },
  );

  it('lists an adjective or verb of a duty only as the trait the posting states, never as a skill', () => {
    for (const probe of FIELD_PROBES) {
      const { requirements = [] } = scoreResume({ htmlResume: probe.weak, jobDescription: probe.posting });
      for (const word of ['reliable', 'flexible', 'accurate', 'organise', 'analyse', 'lead', 'counsel'])
        for (const r of requirements.filter((r) => r.text === word))
          expect({ field: probe.field, word, kind: r.kind }).toEqual({
            field: probe.field,
            word,
            kind: 'trait',
          });
    }
  });

  it('knows the licences and tools of pharmacy and warehouse work', () => {
    const missing = (field: string) => {
      const probe = FIELD_PROBES.find((p) => p.field === field);
      if (!probe) throw new Error(field);
      return scoreResume({ htmlResume: probe.weak, jobDescription: probe.posting }).missingKeywords;
    };
    expect(missing('pharmacy')).toEqual(
      expect.arrayContaining([
        'GPhC registration',
        'controlled drugs',
        'prescriptions',
        'pharmacy technician',
      ]),
    );
    expect(missing('warehouse forklift')).toEqual(
      expect.arrayContaining(['counterbalance', 'reach trucks', 'RTITB', 'racking']),
    );
  });
});
