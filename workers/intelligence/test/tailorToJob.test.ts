import { type ResumeData, resumeDataSchema } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { createOfflineEngine, tailorToJob } from '../src';
import { speller } from './speller';

const resume: ResumeData = resumeDataSchema.parse({
  name: 'Sam Rivera',
  summary: 'Backend engineer.',
  experience: [
    {
      company: 'Acme',
      role: 'Engineer',
      start_date: '2019',
      end_date: 'Present',
      responsibilities: ['Mentored two interns', 'Built REST services in Go on Kubernetes'],
    },
  ],
  skills: ['Communication', 'Go'],
});
const posting = 'Platform engineer. Required: Go, Kubernetes and Terraform. Nice to have: Rust.';
const quiet = async () => {};

describe('tailorToJob', () => {
  it('offline: adds only evidenced keywords, reorders bullets, and leaves the rest missing', async () => {
    const result = await tailorToJob(createOfflineEngine({ speller }), resume, posting, quiet);
    expect(result.engine).toBe('offline');
    expect(result.added).toEqual([
      { term: 'Kubernetes', evidence: 'Built REST services in Go on Kubernetes', where: 'Engineer at Acme' },
    ]);
    expect(result.resume.experience[0]?.responsibilities[0]).toBe('Built REST services in Go on Kubernetes');
    // The posting's keyword first; skills it does not name keep the user's order after it.
    expect(result.resume.skills).toEqual(['Kubernetes', 'Communication', 'Go']);
    expect(result.resume.summary).toMatch(/Kubernetes/);
    const text = JSON.stringify(result.resume).toLowerCase();
    expect(text).not.toContain('terraform');
    expect(text).not.toContain('rust');
    expect(result.stillMissing.map((m) => m.term)).toEqual(expect.arrayContaining(['terraform']));
    expect(result.after.atsScore).toBeGreaterThanOrEqual(result.before.atsScore);
  });

  it('offline: leads the summary with the skills by name, never with a soft skill or a skill label', async () => {
    const accountant = resumeDataSchema.parse({
      name: 'Ebony Moore',
      summary: 'Accountant with three years of experience in personal and tax accounting.',
      experience: [
        {
          company: 'Gilmore Financial',
          role: 'Accountant',
          start_date: '2021',
          end_date: 'Present',
          responsibilities: ['Prepared balance sheets and financial reports for corporate clients'],
        },
      ],
      skills: ['Proficiency in accounting software', 'Attention to detail', 'Communication skills'],
    });
    const accountingPosting =
      'Financial Accountant. You will use accounting software to prepare financial reports. We want strong attention to detail and communication skills.';
    const { resume: tailored } = await tailorToJob(
      createOfflineEngine({ speller }),
      accountant,
      accountingPosting,
      quiet,
    );
    expect(tailored.summary).toMatch(/^Accountant with .*\. Hands-on experience with accounting software\b/);
    expect(tailored.summary).not.toMatch(/Proficiency|attention to detail|communication skills/i);
  });

  it('offline: the place a posting names ("warehouse") is no skill to add or lead the summary with', async () => {
    const associate = resumeDataSchema.parse({
      name: 'Luis Ortega',
      summary: 'Dependable associate with two years in fulfilment.',
      experience: [
        {
          company: 'Target',
          role: 'Warehouse Associate',
          start_date: '2022',
          end_date: 'Present',
          responsibilities: [
            'Pick and pack 300 orders a shift in the warehouse',
            'Ran 5S audits of the packing area',
          ],
        },
      ],
      skills: ['Forklift'],
    });
    const warehousePosting =
      'Warehouse Associate. Pick, pack and ship orders; keep the warehouse clean following 5S; operate a forklift.';
    const { resume: tailored, added } = await tailorToJob(
      createOfflineEngine({ speller }),
      associate,
      warehousePosting,
      quiet,
    );
    expect(added.map((a) => a.term.toLowerCase())).not.toContain('warehouse');
    expect(tailored.skills.map((s) => s.toLowerCase())).not.toContain('warehouse');
    expect(tailored.summary).not.toMatch(/experience with[^.]*\bwarehouse\b/i);
    expect(added.map((a) => a.term)).toContain('5S');
  });

  it('offline: a missing trait is to be shown by an example, a missing tool used and named', async () => {
    const { stillMissing } = await tailorToJob(
      createOfflineEngine({ speller }),
      resume,
      'Platform engineer in a fast-paced team. Required: Go, Kubernetes and Terraform, and attention to detail.',
      quiet,
    );
    const hint = (term: string) => stillMissing.find((m) => m.term === term)?.hint;
    expect(hint('terraform')).toMatch(/only if you have used it/);
    expect(hint('attention to detail')).toMatch(
      /only if it is true of you: a bullet where it made a difference/,
    );
  });

  it('offline: the summary names what it does not name yet after its opening, a certificate as one', async () => {
    const nurse = resumeDataSchema.parse({
      name: 'Ada Obi',
      summary:
        'Registered nurse with 6 years in med surg. Skilled in patient care, IV therapy and wound care.',
      experience: [
        {
          company: 'Mercy General Hospital',
          role: 'Registered Nurse',
          start_date: '2016',
          end_date: 'Present',
          responsibilities: ['Gave IV therapy to 5 patients per shift', 'Documented care in Epic'],
        },
      ],
      skills: ['IV therapy', 'Epic', 'wound care'],
      certifications: [{ name: 'BLS', year: '2024' }],
    });
    const posting =
      'Registered Nurse, med/surg. Administer IV therapy and document in the Epic EHR. BLS and ACLS certification required.';
    const { resume: tailored } = await tailorToJob(createOfflineEngine({ speller }), nurse, posting, quiet);
    expect(tailored.summary).toMatch(
      /^Registered nurse with 6 years in med surg\. Holds the BLS certification\. /,
    );
    expect(tailored.summary).not.toMatch(/experience with[^.]*BLS/);
    // Named once: the user's summary already says IV therapy.
    expect(tailored.summary.match(/IV therapy/g)).toHaveLength(1);
  });

  it('names a certification by its own name in a whole sentence, never a skill word with "certified"', async () => {
    const technician = resumeDataSchema.parse({
      name: 'Sam Reyes',
      summary: 'IT support technician with 4 years of desktop support.',
      experience: [
        {
          company: 'Northgate Schools',
          role: 'IT Support Technician',
          start_date: '2021',
          end_date: 'Present',
          responsibilities: ['Repaired hardware for 600 staff laptops', 'Imaged devices with SCCM'],
        },
      ],
      skills: ['hardware', 'SCCM'],
      certifications: [{ name: 'CompTIA A+ hardware certification', year: '2022' }],
    });
    const posting =
      'IT Support Specialist. Troubleshoot hardware and deploy devices with SCCM. CompTIA A+ certification required.';
    const { resume: tailored } = await tailorToJob(
      createOfflineEngine({ speller }),
      technician,
      posting,
      quiet,
    );
    expect(tailored.summary).toContain('Holds the CompTIA A+ hardware certification.');
    expect(tailored.summary).not.toMatch(/\. [a-z]/);
  });
});
