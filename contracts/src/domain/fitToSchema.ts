import type { z } from 'zod';

/** The parts of zod 4's schema definitions that bound a value's size. */
interface Def {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;
const maximumOf = (def: Def) =>
  def.checks?.find((c) => c._zod.def.check === 'max_length')?._zod.def.maximum ?? Number.POSITIVE_INFINITY;

/** `text` cut to `max` UTF-16 units without leaving half of a surrogate pair at the end. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1] ?? '') ? max - 1 : max;
  return text.slice(0, end);
}

/**
 * `value` with every string and list cut to the maximum its schema allows, read from the schema itself
 * so no bound is written twice. For values read out of documents (a PDF's text, a model's answer) that
 * may run longer than a field holds: better a resume with its 40 first bullets than a failed upload.
 * Nothing else changes; the schema still validates the result.
 */
export function fitToSchema(schema: z.ZodType, value: unknown): unknown {
  const def = defOf(schema);
  if (def.innerType) return value === undefined || value === null ? value : fitToSchema(def.innerType, value);
  if (def.type === 'string' && typeof value === 'string') return cut(value, maximumOf(def));
  if (def.type === 'array' && Array.isArray(value) && def.element) {
    const element = def.element;
    return value.slice(0, maximumOf(def)).map((item) => fitToSchema(element, item));
  }
  if (def.type === 'object' && def.shape && typeof value === 'object' && value !== null) {
    const shape = def.shape;
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, shape[key] ? fitToSchema(shape[key], field) : field]),
    );
  }
  return value;
}
