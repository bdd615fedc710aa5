import { z } from 'zod';
import { fitToSchema } from './fitToSchema';
import { label, text } from './text';

/** Bounds on user-entered text: generous for real resumes, small enough to keep every tier cheap. */
const short = text().trim().max(300);
/** Who the resume is about and how to reach them: one line each, no spoofing characters. */
const contact = label().trim().max(300);
const long = text().max(5000);

export const experienceSchema = z.strictObject({
  company: short,
  role: short,
  start_date: text().trim().max(40),
  end_date: text().trim().max(40).nullish(),
  responsibilities: z.array(text().max(1000)).max(40).default([]),
  /** Our addition, optional so SPEC payloads and stored resumes stay valid: where the job was. */
  location: short.optional(),
});
export type Experience = z.infer<typeof experienceSchema>;

const date = text().trim().max(40);
const list = (max: number, itemMax = 1000) => z.array(text().max(itemMax)).max(max).default([]);

export const educationSchema = z.strictObject({
  institution: short.default(''),
  degree: short.default(''),
  graduation_year: date.default(''),
  // Our additions below: optional, so older code and stored resumes without them stay valid.
  gpa: text().trim().max(40).optional(),
  honors: short.optional(),
  coursework: z.array(text().max(200)).max(40).optional(),
});
export type Education = z.infer<typeof educationSchema>;

export const certificationSchema = z.strictObject({
  name: short,
  year: date.default(''),
  issuer: short.optional(),
});
export type Certification = z.infer<typeof certificationSchema>;

export const projectSchema = z.strictObject({
  name: short.default(''),
  description: long.default(''),
  link: short.default(''),
  start_date: date.default(''),
  end_date: date.default(''),
  bullets: list(40),
});
export type Project = z.infer<typeof projectSchema>;

export const awardSchema = z.strictObject({
  name: short.default(''),
  issuer: short.default(''),
  year: date.default(''),
  description: long.default(''),
});
export type Award = z.infer<typeof awardSchema>;

export const languageSchema = z.strictObject({
  name: short.default(''),
  /** As the user puts it: "Native", "C1", "Professional working proficiency". */
  level: short.default(''),
});
export type Language = z.infer<typeof languageSchema>;

export const volunteeringSchema = z.strictObject({
  organization: short.default(''),
  role: short.default(''),
  start_date: date.default(''),
  end_date: date.default(''),
  bullets: list(40),
});
export type Volunteering = z.infer<typeof volunteeringSchema>;

/** A course taken (online or in person), distinct from a certification earned. */
export const courseSchema = z.strictObject({
  name: short.default(''),
  issuer: short.default(''),
  year: date.default(''),
});
export type Course = z.infer<typeof courseSchema>;

export const publicationSchema = z.strictObject({
  title: short.default(''),
  publisher: short.default(''),
  year: date.default(''),
  link: short.default(''),
});
export type Publication = z.infer<typeof publicationSchema>;

/** Anything else a resume holds under its own heading ("Interests", "Patents"), kept as lines. */
export const customSectionSchema = z.strictObject({
  title: short.default(''),
  items: list(40),
});
export type CustomSection = z.infer<typeof customSectionSchema>;

/**
 * The resume the form produces and the AI enhances (SPEC §7 resumeData). The sections after
 * `certifications` are our additions: optional (absent rather than empty), so SPEC payloads, older
 * stored resumes and code that builds the SPEC fields alone all stay valid.
 */
export const resumeDataSchema = z.strictObject({
  name: contact.default(''),
  email: contact.default(''),
  phone: contact.default(''),
  linkedin: contact.default(''),
  portfolio: contact.default(''),
  summary: long.default(''),
  experience: z.array(experienceSchema).max(30).default([]),
  education: z.array(educationSchema).max(20).default([]),
  skills: z.array(text().trim().max(100)).max(100).default([]),
  certifications: z.array(certificationSchema).max(50).default([]),
  projects: z.array(projectSchema).max(30).optional(),
  awards: z.array(awardSchema).max(30).optional(),
  languages: z.array(languageSchema).max(20).optional(),
  volunteering: z.array(volunteeringSchema).max(20).optional(),
  courses: z.array(courseSchema).max(50).optional(),
  publications: z.array(publicationSchema).max(50).optional(),
  custom: z.array(customSectionSchema).max(10).optional(),
});
export type ResumeData = z.infer<typeof resumeDataSchema>;
/** A resume read from a document, cut to the schema's bounds (fitToSchema) and validated. */
export const fitResumeData = (data: unknown): ResumeData =>
  resumeDataSchema.parse(fitToSchema(resumeDataSchema, data));
/** A resume with every field blank: the schema's defaults, so it cannot drift from the schema. */
export const emptyResumeData = (): ResumeData => resumeDataSchema.parse({});

/** A stored resume as the server lists it (SPEC §3 "Resume"). */
export const storedResumeSchema = resumeDataSchema.extend({
  id: z.string(),
  resumeSnippet: z.string().default(''),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Our addition: the number of the version the resume holds now. */
  version: z.number().int().optional(),
});
export type StoredResume = z.infer<typeof storedResumeSchema>;
