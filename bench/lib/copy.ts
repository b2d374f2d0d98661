import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export type Value = string | number | boolean | null | Date | string[] | object;

/** One value in COPY's text format: \N for null, backslash escapes for the few special characters. */
function field(value: Value): string {
  if (value === null) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return escape(`{${value.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  if (typeof value === 'object') return escape(JSON.stringify(value));
  return escape(String(value));
}

const escape = (text: string) => text.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!);

/**
 * A COPY ... FROM STDIN on its own connection, fed row by row. Rows are buffered into ~256 KB chunks and
 * the caller awaits `row()` only when the stream asks it to slow down.
 */
export function openCopy(client: pg.PoolClient, table: string, columns: string[]) {
  const stream: Writable = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  let buffer: string[] = [];
  let size = 0;
  let rows = 0;
  const finished = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  // Reported by end() (or by a pending drain); never an unhandled rejection.
  finished.catch(() => undefined);
  const flush = async () => {
    if (buffer.length === 0) return;
    const ok = stream.write(buffer.join(''));
    buffer = [];
    size = 0;
    if (!ok) await once(stream, 'drain');
  };
  return {
    get rows() {
      return rows;
    },
    async row(values: Value[]): Promise<void> {
      const line = `${values.map(field).join('\t')}\n`;
      buffer.push(line);
      size += line.length;
      rows += 1;
      if (size > 262_144) await flush();
    },
    async end(): Promise<void> {
      await flush();
      stream.end();
      await finished;
    },
  };
}

export type CopyWriter = ReturnType<typeof openCopy>;
