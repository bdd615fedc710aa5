import { z } from 'zod';

/** Ollama's own address when it runs on the same host with its defaults. */
export const OLLAMA_DEFAULT_URL = 'http://127.0.0.1:11434';

/** The part of Ollama's `GET /api/tags` answer read here: the models pulled on that host. */
const tagsSchema = z.object({ models: z.array(z.object({ name: z.string().min(1) })) });

export interface DiscoveredProvider {
  /** Its OpenAI-compatible endpoint (`/v1`), used as AI_BASE_URL would be. */
  baseURL: string;
  model: string;
}

/**
 * A local Ollama, asked once at start-up: its list of pulled models within `timeoutMs`. Nothing
 * listening, a slow or odd answer, or no model pulled means none is used (the built-in engine
 * answers), so a host without Ollama starts as fast as before. `model` picks one of its models by
 * name (AI_MODEL); otherwise the first it lists is used.
 */
export async function discoverOllama(
  url: string = OLLAMA_DEFAULT_URL,
  timeoutMs = 1000,
  model?: string,
): Promise<DiscoveredProvider | undefined> {
  const root = url.replace(/\/+$/, '');
  try {
    const response = await fetch(`${root}/api/tags`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return undefined;
    const tags = tagsSchema.safeParse(await response.json());
    if (!tags.success) return undefined;
    const names = tags.data.models.map((m) => m.name);
    const chosen = model ? names.find((n) => n === model || n === `${model}:latest`) : names[0];
    return chosen ? { baseURL: `${root}/v1`, model: chosen } : undefined;
  } catch {
    return undefined;
  }
}
