import { createRequire } from 'node:module';

interface SchemaError {
  property: string;
  message: string;
}
interface JsonResumePackage {
  validate(doc: unknown, done: (errors: SchemaError[] | null, valid: boolean) => void): void;
}

// The published JSON Resume schema and its validator; CommonJS without types, so loaded through require.
const jsonResumePackage = createRequire(import.meta.url)('@jsonresume/schema') as JsonResumePackage;

/** Problems of a document against the published JSON Resume v1 schema ("basics.email: does not conform…"); none when valid. */
export function jsonResumeProblems(doc: unknown): string[] {
  let problems: string[] = [];
  jsonResumePackage.validate(doc, (errors) => {
    problems = (errors ?? []).map(
      (e) => `${e.property.replace(/^instance\.?/, '') || 'document'}: ${e.message}`,
    );
  });
  return problems;
}
