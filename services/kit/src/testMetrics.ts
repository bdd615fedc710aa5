/** One sample line of a Prometheus text exposition. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** A metric family: its `# TYPE` and every sample line of it (a histogram's `_bucket`, `_sum`, `_count`). */
export interface MetricFamily {
  type: string;
  samples: MetricSample[];
}

const TYPE_LINE = /^# TYPE ([a-zA-Z_:][\w:]*) (counter|gauge|histogram|summary|untyped)$/;
const SAMPLE_LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/;
const LABEL = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)",?/gy;

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let end = 0;
  LABEL.lastIndex = 0;
  for (let match = LABEL.exec(text); match; match = LABEL.exec(text)) {
    labels[match[1] as string] = (match[2] as string).replace(/\\(.)/g, (_, c: string) =>
      c === 'n' ? '\n' : c,
    );
    end = LABEL.lastIndex;
  }
  if (end !== text.length) throw new Error(`bad labels in: ${line}`);
  return labels;
}

/** A sample value: a float, or NaN / ±Inf in any case (as Prometheus reads them, like Go's ParseFloat). */
function parseValue(text: string): number | undefined {
  const special = { nan: Number.NaN, inf: Infinity, '+inf': Infinity, '-inf': -Infinity }[text.toLowerCase()];
  if (special !== undefined) return special;
  const value = Number(text);
  return text.trim() === '' || Number.isNaN(value) ? undefined : value;
}

/**
 * Parses the Prometheus text format (version 0.0.4) strictly: every line is a comment, a `# TYPE`, or a
 * sample of a declared family with a numeric value, else it throws. Written for the tests because the
 * npm parsers drop the labels of histograms; a few lines, checked against what Prometheus accepts.
 */
export function parsePrometheusText(text: string): Map<string, MetricFamily> {
  const families = new Map<string, MetricFamily>();
  for (const line of text.split('\n')) {
    if (line === '' || (line.startsWith('#') && !line.startsWith('# TYPE'))) continue;
    const type = TYPE_LINE.exec(line);
    if (type) {
      families.set(type[1] as string, { type: type[2] as string, samples: [] });
      continue;
    }
    const sample = SAMPLE_LINE.exec(line);
    if (!sample) throw new Error(`not a Prometheus line: ${line}`);
    const name = sample[1] as string;
    const family =
      families.get(name) ?? families.get(name.replace(/_(bucket|sum|count|total|created)$/, '')) ?? undefined;
    if (!family) throw new Error(`sample without a # TYPE: ${line}`);
    const value = parseValue(sample[3] as string);
    if (value === undefined) throw new Error(`bad value in: ${line}`);
    family.samples.push({ name, labels: parseLabels(sample[2] ?? '', line), value });
  }
  return families;
}

/** Fetches a `/metrics` page and parses it; a non-text reply or a malformed line fails the test. */
export async function scrapeMetrics(url: string): Promise<Map<string, MetricFamily>> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const contentType = res.headers.get('content-type') ?? '';
  if (!contentType.startsWith('text/plain')) throw new Error(`${url} is ${contentType}, not Prometheus text`);
  return parsePrometheusText(await res.text());
}

/** The label sets of a family's samples, without a histogram's `le` (empty when the family is missing). */
export function labelSets(families: Map<string, MetricFamily>, name: string): Record<string, string>[] {
  const seen = new Map<string, Record<string, string>>();
  for (const { labels } of families.get(name)?.samples ?? []) {
    const { le: _le, ...rest } = labels;
    seen.set(JSON.stringify(rest), rest);
  }
  return [...seen.values()];
}

/** The value of a family's sample with exactly these labels (a histogram's `_count` for histograms). */
export function sampleValue(
  families: Map<string, MetricFamily>,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const family = families.get(name);
  const sampleName = family?.type === 'histogram' ? `${name}_count` : name;
  const want = JSON.stringify(Object.entries(labels).sort());
  return family?.samples.find(
    (s) => s.name === sampleName && JSON.stringify(Object.entries(s.labels).sort()) === want,
  )?.value;
}
