import { z } from 'zod';

/** Bounds on user-entered text: generous for real resumes, small enough to keep every tier cheap. */
const short = z.string().trim().max(300);
const long = z.string().max(5000);

export const experienceSchema = z.strictObject({
  company: short,
  role: short,
  start_date: z.string().trim().max(40),
  end_date: z.string().trim().max(40).nullish(),
  responsibilities: z.array(z.string().max(1000)).max(40).default([]),
});
export type Experience = z.infer<typeof experienceSchema>;

export const educationSchema = z.strictObject({
  institution: short.default(''),
  degree: short.default(''),
  graduation_year: z.string().trim().max(40).default(''),
});
export type Education = z.infer<typeof educationSchema>;

export const certificationSchema = z.strictObject({
  name: short,
  year: z.string().trim().max(40).default(''),
});
export type Certification = z.infer<typeof certificationSchema>;

/** The resume the form produces and the AI enhances (SPEC §7 resumeData). */
export const resumeDataSchema = z.strictObject({
  name: short.default(''),
  email: short.default(''),
  phone: short.default(''),
  linkedin: short.default(''),
  portfolio: short.default(''),
  summary: long.default(''),
  experience: z.array(experienceSchema).max(30).default([]),
  education: z.array(educationSchema).max(20).default([]),
  skills: z.array(z.string().trim().max(100)).max(100).default([]),
  certifications: z.array(certificationSchema).max(50).default([]),
});
export type ResumeData = z.infer<typeof resumeDataSchema>;
/** A resume with every field blank: the schema's defaults, so it cannot drift from the schema. */
export const emptyResumeData = (): ResumeData => resumeDataSchema.parse({});

/** A stored resume as the server lists it (SPEC §3 "Resume"). */
export const storedResumeSchema = resumeDataSchema.extend({
  id: z.string(),
  resumeSnippet: z.string().default(''),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoredResume = z.infer<typeof storedResumeSchema>;
