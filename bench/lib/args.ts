import { parseArgs } from 'node:util';

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/bench';

/** `--name value` options with defaults; unknown flags stop the run with a usage line. */
export function readArgs<T extends Record<string, string>>(defaults: T, usage: string): T {
  try {
    const { values } = parseArgs({
      options: Object.fromEntries(Object.keys(defaults).map((k) => [k, { type: 'string' as const }])),
      allowPositionals: false,
    });
    return { ...defaults, ...values } as T;
  } catch (error) {
    console.error(`${(error as Error).message}\nUsage: ${usage}`);
    process.exit(2);
  }
}

/** The generator empties the database it is pointed at, so it only accepts one whose name says it is for benchmarks. */
export function benchDatabaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^bench/.test(name)) {
    console.error(`Refusing to use database "${name}": the benchmark empties it, so its name must start with "bench".`);
    process.exit(2);
  }
  return name;
}

export function adminUrl(url: string): string {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}
