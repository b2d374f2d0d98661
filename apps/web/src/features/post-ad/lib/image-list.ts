/** Ordering of the ad's photos: the first one is the cover. */
export type Keyed = { key: string };

export function moveBy<T extends Keyed>(items: readonly T[], key: string, delta: -1 | 1): T[] {
  const from = items.findIndex((i) => i.key === key);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

export function makeCover<T extends Keyed>(items: readonly T[], key: string): T[] {
  const item = items.find((i) => i.key === key);
  return item ? [item, ...items.filter((i) => i.key !== key)] : [...items];
}

export function withoutKey<T extends Keyed>(items: readonly T[], key: string): T[] {
  return items.filter((i) => i.key !== key);
}

/** Runs `task` over `inputs` with at most `limit` at a time (phones on 4G should not open ten uploads at once). */
export async function mapWithLimit<I, O>(
  inputs: readonly I[],
  limit: number,
  task: (input: I) => Promise<O>,
): Promise<PromiseSettledResult<O>[]> {
  const results: PromiseSettledResult<O>[] = new Array(inputs.length);
  let next = 0;
  const worker = async () => {
    while (next < inputs.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await task(inputs[index]!) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, inputs.length) }, worker));
  return results;
}
