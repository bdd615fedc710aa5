import { type ResumeData, resumeDataSchema } from '@rb/contracts';

/** A resume at the schema's limits (30 jobs × 40 long bullets): a render that takes seconds, not milliseconds. */
export function heavyResume(): ResumeData {
  const bullet = (i: number) =>
    `Bullet ${i}: ${'delivered measurable results across teams and systems '.repeat(18)}`;
  return resumeDataSchema.parse({
    name: 'Heavy Resume',
    email: 'heavy@example.com',
    experience: Array.from({ length: 30 }, (_, j) => ({
      company: `Company ${j}`,
      role: 'Engineer',
      start_date: '2010',
      responsibilities: Array.from({ length: 40 }, (_, i) => bullet(i)),
    })),
  });
}
