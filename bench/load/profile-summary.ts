/**
 * Where the server's main thread spent its time during a `--profile` load run:
 * `npx tsx bench/load/profile-summary.ts bench/load/results/cpu-profile-pglite/<file>.cpuprofile`.
 * Self time is grouped by package (node_modules/<name>), by the server's own source, by WebAssembly (PGlite's
 * PostgreSQL runs as wasm on the main thread) and by V8 (GC, idle, program).
 */
import fs from 'node:fs';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const file = process.argv[2];
if (!file) {
  console.error('usage: profile-summary.ts <file.cpuprofile> [top N]');
  process.exit(2);
}
const top = Number(process.argv[3] ?? 25);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

function group(node: Node): string {
  const { url, functionName } = node.callFrame;
  if (url.startsWith('wasm://')) return 'WebAssembly (PGlite PostgreSQL)';
  if (!url) return `(V8) ${functionName || 'anonymous'}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.includes('/apps/server/src/')) return 'server source';
  if (url.includes('/packages/shared/')) return '@mohalla/shared';
  if (url.startsWith('node:')) return 'node core';
  return url;
}

const groups = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, us] of selfUs) {
  const node = byId.get(id)!;
  groups.set(group(node), (groups.get(group(node)) ?? 0) + us);
  const name = `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}:${node.callFrame.lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + us);
}
const pct = (us: number) => `${((us / total) * 100).toFixed(1)}%`;
console.log(`profile ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s, sampled ${(total / 1e6).toFixed(1)} s\n`);
console.log('| self time by group | s | share |\n| --- | ---: | ---: |');
for (const [name, us] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`| ${name} | ${(us / 1e6).toFixed(2)} | ${pct(us)} |`);
console.log('\n| top functions (self) | s | share |\n| --- | ---: | ---: |');
for (const [name, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`| ${name.replace(/\|/g, '\\|')} | ${(us / 1e6).toFixed(2)} | ${pct(us)} |`);
