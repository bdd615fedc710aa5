import type OpenAI from 'openai';
import { z } from 'zod';
import { aiErrors, aiRequestDuration, aiTokens } from '../../../metrics';
import { sanitizeDeep } from '../sanitize';
import { dataMessage, PROMPTS, type Task } from './prompts';

/** The provider answered, but not with JSON matching the schema, even after one retry. */
export class AiOutputError extends Error {
  override name = 'AiOutputError';
}

/** The metrics label of the calls made here (the offline engine calls no provider). */
const ENGINE = 'openai';

export interface CallOptions {
  client: OpenAI;
  model: string;
  maxTokens: number;
}

/**
 * One structured-output call: the task's system prompt, the data as a delimited user message, the reply
 * constrained to the schema (response_format json_schema from zod) and validated with zod. A malformed
 * reply is retried once with a reminder; a second one is an AiOutputError. Transport errors (429, 5xx,
 * timeouts) are retried with backoff by the SDK itself (maxRetries) and then thrown as they are.
 */
export async function structuredCall<S extends z.ZodType>(
  options: CallOptions,
  task: Task,
  schema: S,
  data: unknown,
): Promise<z.infer<S>> {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7' }) as Record<string, unknown>;
  const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
    { role: 'system', content: PROMPTS[task] },
    { role: 'user', content: dataMessage(data) },
  ];
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const timer = aiRequestDuration.startTimer({ engine: ENGINE });
    let completion: OpenAI.Chat.ChatCompletion;
    try {
      completion = await options.client.chat.completions.create({
        model: options.model,
        messages,
        max_tokens: options.maxTokens,
        temperature: 0.2,
        response_format: {
          type: 'json_schema',
          json_schema: { name: task, schema: jsonSchema, strict: false },
        },
      });
    } catch (error) {
      timer({ outcome: 'error' });
      aiErrors.inc({ engine: ENGINE, kind: 'transport' });
      throw error;
    }
    timer({ outcome: 'ok' });
    aiTokens.inc({ engine: ENGINE, kind: 'prompt' }, completion.usage?.prompt_tokens ?? 0);
    aiTokens.inc({ engine: ENGINE, kind: 'completion' }, completion.usage?.completion_tokens ?? 0);
    const content = completion.choices[0]?.message?.content ?? '';
    const parsed = schema.safeParse(parseJson(content));
    if (parsed.success) return sanitizeDeep(parsed.data);
    aiErrors.inc({ engine: ENGINE, kind: 'output' });
    messages.push(
      { role: 'assistant', content: content.slice(0, 4000) },
      {
        role: 'user',
        content: 'That reply was not valid JSON for the schema. Reply again with only the JSON object.',
      },
    );
  }
  throw new AiOutputError(`The AI provider returned malformed output for ${task}.`);
}

/** JSON from a reply, tolerating a markdown code fence around it; undefined when it is not JSON. */
function parseJson(content: string): unknown {
  const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n?```\s*$/.exec(content.trim());
  try {
    return JSON.parse(fenced?.[1] ?? content);
  } catch {
    return undefined;
  }
}
