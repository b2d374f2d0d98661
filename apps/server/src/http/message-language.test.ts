import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localiseMessage } from '@mohalla/shared';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const SHARED = join(import.meta.dirname, '../../../../packages/shared/src');
// The sandbox's pages are left in English (issue 21), and the PhonePe webhook answers a machine.
const SKIPPED = /sandbox|\.test\.ts$/;
/** Sentences the server writes itself: `new AppError(code, '...')` and `message: '...'` in an answer. */
const LITERAL = /(?:new AppError\('[A-Z_]+',\s*|\bmessage:\s*)'([A-Z][^']*)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !SKIPPED.test(path) ? [path] : [];
  });
}

describe('the server’s own sentences', () => {
  const literals = sourceFiles(SRC).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(LITERAL)].map((m) => [file, m[1]!] as const));

  it('are found (the check reads the code)', () => {
    expect(literals.length).toBeGreaterThan(5);
  });

  it.each(['te', 'hi'] as const)('each has a %s translation (packages/shared/src/message-texts.ts)', (language) => {
    const missing = literals.filter(([, text]) => localiseMessage(text, language) === text).map(([file, text]) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });
});

describe('the shared schemas’ validation messages', () => {
  // Read from the code, so a message added to a schema without a translation fails here.
  const MESSAGE =
    /(?:\berror:\s*|\.(?:min|max|regex|int|finite|refine|positive|length)\((?:[^'()]|\([^()]*\))*?,?\s*|z\.email\()'([A-Z][^']*)'/g;
  // Answers to machines (the live stream's header, PhonePe's webhook and order ids), not to people.
  const TECHNICAL = new Set(['Last-Event-ID must be a message id', 'Invalid order id', 'Unrecognised webhook body']);
  const messages = readdirSync(SHARED)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => [...readFileSync(join(SHARED, file), 'utf8').matchAll(MESSAGE)].map((m) => m[1]!))
    .filter((message) => !TECHNICAL.has(message));

  it.each(['te', 'hi'] as const)('are all translated into %s', (language) => {
    expect(messages.length).toBeGreaterThan(20);
    expect(messages.filter((message) => localiseMessage(message, language) === message)).toEqual([]);
  });
});
