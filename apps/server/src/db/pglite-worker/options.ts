import type { ParserOptions, QueryOptions } from '@electric-sql/pglite';
import { UnsupportedQueryOptionError } from './errors.ts';
import type { WireQueryOptions } from './protocol.ts';

const PROBE = '\u0000pglite-worker-probe';
const described = new WeakMap<ParserOptions, number[]>();

/**
 * The type ids whose parser returns the text as it is. drizzle passes such parsers for timestamps, dates,
 * intervals and numeric[] (it maps those values itself); a parser that changes the text would need its code in
 * the worker, so it is refused rather than silently ignored.
 */
function rawTypesOf(parsers: ParserOptions): number[] {
  let types = described.get(parsers);
  if (types) return types;
  types = Object.entries(parsers).map(([oid, parse]) => {
    if (parse(PROBE) !== PROBE)
      throw new UnsupportedQueryOptionError(
        `The parser for type ${oid} changes values; only parsers that keep the text can run in the database worker`,
      );
    return Number(oid);
  });
  described.set(parsers, types);
  return types;
}

/** PGlite's QueryOptions as data the worker can receive; options that hold functions it cannot honour are refused. */
export function toWireOptions(options: QueryOptions | undefined): WireQueryOptions {
  if (!options) return {};
  if (options.serializers || options.blob || options.onNotice) {
    throw new UnsupportedQueryOptionError('serializers, blob and onNotice are not supported by the database worker');
  }
  const wire: WireQueryOptions = {};
  if (options.rowMode) wire.rowMode = options.rowMode;
  if (options.paramTypes) wire.paramTypes = options.paramTypes;
  if (options.parsers) wire.rawTypes = rawTypesOf(options.parsers);
  return wire;
}
