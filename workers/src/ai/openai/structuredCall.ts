import { sanitizeDeep } from '@rb/intelligence';
import type OpenAI from 'openai';
import { z } from 'zod';
import { aiErrors, aiRequestDuration, aiTokens } from '../../metrics';
import { dataMessage, PROMPTS, type Task } from './prompts';
import { AiUnavailableError, isProviderFailure, type ProviderGuard } from './providerGuard';

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
  /**
   * Provider calls one job may make, all reasons together (transport failures and a malformed reply).
   * The SDK itself never retries (maxRetries 0) and AI jobs are not retried by BullMQ, so this is the
   * whole cost of a job: retries no longer nest.
   */
  callBudget: number;
  guard: ProviderGuard;
}

/** Pause before the next call after a transport failure: 250 ms, 500 ms, 1 s… up to 4 s. */
const backoffMs = (failures: number) => Math.min(250 * 2 ** (failures - 1), 4000);
/** A malformed reply is asked for again once; more would rarely help and costs tokens. */
const OUTPUT_RETRIES = 1;

/**
 * One structured-output call: the task's system prompt, the data as a delimited user message, the reply
 * constrained to the schema (response_format json_schema from zod) and validated with zod. Within the
 * job's call budget, a transport failure (429, 5xx, timeout) is retried after a back-off and a malformed
 * reply once with a reminder. Every call goes through the process's circuit breaker: while it is open
 * nothing is called and AiUnavailableError is thrown at once, as it is when the budget runs out on
 * transport failures; a second malformed reply is an AiOutputError.
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
  let transportFailures = 0;
  let outputFailures = 0;
  for (let call = 1; ; call += 1) {
    const timer = aiRequestDuration.startTimer({ engine: ENGINE });
    let completion: OpenAI.Chat.ChatCompletion;
    try {
      completion = await options.guard.call(() =>
        options.client.chat.completions.create({
          model: options.model,
          messages,
          max_tokens: options.maxTokens,
          temperature: 0.2,
          response_format: {
            type: 'json_schema',
            json_schema: { name: task, schema: jsonSchema, strict: false },
          },
        }),
      );
    } catch (error) {
      timer({ outcome: 'error' });
      aiErrors.inc({ engine: ENGINE, kind: 'transport' });
      if (error instanceof AiUnavailableError || !isProviderFailure(error)) throw error;
      transportFailures += 1;
      if (call >= options.callBudget) {
        throw new AiUnavailableError(`The AI provider did not answer: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, backoffMs(transportFailures)));
      continue;
    }
    timer({ outcome: 'ok' });
    aiTokens.inc({ engine: ENGINE, kind: 'prompt' }, completion.usage?.prompt_tokens ?? 0);
    aiTokens.inc({ engine: ENGINE, kind: 'completion' }, completion.usage?.completion_tokens ?? 0);
    const content = completion.choices[0]?.message?.content ?? '';
    const parsed = schema.safeParse(parseJson(content));
    if (parsed.success) return sanitizeDeep(parsed.data);
    aiErrors.inc({ engine: ENGINE, kind: 'output' });
    outputFailures += 1;
    if (outputFailures > OUTPUT_RETRIES || call >= options.callBudget) break;
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
