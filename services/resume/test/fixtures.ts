import { type ResumeData, resumeDataSchema } from '@rb/contracts';

export const sampleResume: ResumeData = resumeDataSchema.parse({
  name: 'Renée O’Connor',
  email: 'renee@example.com',
  phone: '+1 555 0100',
  linkedin: 'linkedin.com/in/renee',
  summary: 'Data engineer.',
  experience: [
    {
      company: 'Northwind Traders',
      role: 'Data Engineer',
      start_date: '2020',
      end_date: 'Present',
      responsibilities: ['Built streaming pipelines in Kafka', 'Cut warehouse costs by 30%'],
    },
  ],
  education: [
    { institution: 'State University', degree: 'BSc Statistics', graduation_year: '2019' },
    { institution: 'placeholder', degree: 'Degree', graduation_year: '2000' },
    { institution: 'Only Institution', degree: '', graduation_year: '' },
  ],
  skills: ['Python', 'SQL', 'placeholder skill'],
  certifications: [{ name: 'AWS Data Analytics', year: '2022' }],
});

export const jobDescription =
  'We are hiring a data engineer with Python, SQL, Kafka and AWS experience to build pipelines.';
