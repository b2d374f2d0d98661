import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundary rules of eslint.config.js, shown to fail on deliberate violations (and to pass the allowed way), so a
 * change to the configuration that stops enforcing a layer fails here. Each case lints a small text as if it were a
 * file at that path; the imports name real files of the repository.
 */
const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('web layers', () => {
  it('a feature may not import another feature', async () => {
    const code = "import { useAd } from '@/features/ads/api/get-ad';\nexport const x = useAd;\n";
    expect(await rulesBroken('apps/web/src/features/home/components/example.tsx', code)).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('apps/web/src/features/ads/components/example.tsx', code)).toEqual([]);
  });

  it('a feature may import the shared layers', async () => {
    const code = "import { useAds } from '@/api/ads';\nimport { useSession } from '@/lib/auth';\nexport const x = [useAds, useSession];\n";
    expect(await rulesBroken('apps/web/src/features/home/components/example.tsx', code)).toEqual([]);
  });

  it('the shared layers may not import a feature or the app', async () => {
    const feature = "import { useAd } from '@/features/ads/api/get-ad';\nexport const x = useAd;\n";
    const app = "import { AppLayout } from '@/app/layout';\nexport const x = AppLayout;\n";
    expect(await rulesBroken('apps/web/src/components/ui/example.tsx', feature)).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('apps/web/src/lib/example.ts', app)).toContain('import-x/no-restricted-paths');
  });
});

describe('server layers', () => {
  it('a module may not import http/, only base/', async () => {
    const http = "import { registerErrorHandling } from '../../http/errors.ts';\nexport const x = registerErrorHandling;\n";
    const base = "import { AppError } from '../../base/app-error.ts';\nexport const x = AppError;\n";
    expect(await rulesBroken('apps/server/src/modules/ads/example.service.ts', http)).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('apps/server/src/modules/ads/example.service.ts', base)).toEqual([]);
  });

  it('only a repository imports the database client or SQL', async () => {
    const client = "import { queryRows } from '../../db/client.ts';\nexport const x = queryRows;\n";
    const drizzle = "import { sql } from 'drizzle-orm';\nexport const x = sql;\n";
    const typeOnly = "import type { Db } from '../../db/client.ts';\nexport type X = Db;\n";
    expect(await rulesBroken('apps/server/src/modules/ads/example.service.ts', client)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await rulesBroken('apps/server/src/sweeps/example.ts', drizzle)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await rulesBroken('apps/server/src/modules/ads/example.service.ts', typeOnly)).toEqual([]);
    expect(await rulesBroken('apps/server/src/modules/ads/example.repository.ts', client)).toEqual([]);
  });
});

describe('lines', () => {
  it('code longer than 140 characters is refused', async () => {
    const long = `export const total = ${Array.from({ length: 40 }, (_, i) => `a${i}`).join(' + ')};\nconst a0 = 1;\n`;
    expect(await rulesBroken('packages/shared/src/example.ts', long)).toContain('max-len');
  });
});
