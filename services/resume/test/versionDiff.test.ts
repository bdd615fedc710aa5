import { describe, expect, it } from 'vitest';
import { diffResumes } from '../src/versionDiff';
import { sampleResume } from './fixtures';

const job = sampleResume.experience[0];
if (!job) throw new Error('the fixture has a job');
const [first, second] = job.responsibilities;
const withBullets = (responsibilities: string[]) => ({
  ...sampleResume,
  experience: [{ ...job, responsibilities }],
});

describe('diffResumes', () => {
  it('shows a reordered line once, as moved, where it now is', () => {
    const lines = diffResumes(withBullets([`${first}`, `${second}`]), withBullets([`${second}`, `${first}`]));
    const changed = lines.filter((line) => line.kind !== 'same');
    expect(changed).toHaveLength(1);
    expect(changed[0]?.kind).toBe('moved');
    expect(lines.filter((line) => line.text.includes(`${first}`))).toHaveLength(1);
    expect(lines.filter((line) => line.text.includes(`${second}`))).toHaveLength(1);
  });

  it('keeps a line added while its twin stays as an addition', () => {
    const lines = diffResumes(withBullets([`${first}`]), withBullets([`${first}`, `${first}`]));
    expect(lines.filter((line) => line.kind !== 'same')).toEqual([{ kind: 'added', text: `- ${first}` }]);
  });

  it('still shows an edited line as removed and added', () => {
    const lines = diffResumes(withBullets([`${first}`]), withBullets([`${first} and Flink`]));
    expect(lines.filter((line) => line.kind !== 'same').map((line) => line.kind)).toEqual([
      'removed',
      'added',
    ]);
  });

  it('sets each rewritten line beside the one it replaced', () => {
    const lines = diffResumes(
      withBullets(['took care of 6 patients', 'gave medications', 'taught patients']),
      withBullets(['Cared for 6 patients', 'Administered medications', 'Taught patients']),
    );
    expect(lines.filter((line) => line.kind !== 'same')).toEqual([
      { kind: 'removed', text: '- took care of 6 patients' },
      { kind: 'added', text: '- Cared for 6 patients' },
      { kind: 'removed', text: '- gave medications' },
      { kind: 'added', text: '- Administered medications' },
      { kind: 'removed', text: '- taught patients' },
      { kind: 'added', text: '- Taught patients' },
    ]);
  });
});
