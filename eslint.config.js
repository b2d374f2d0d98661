// The conventions a machine checks (docs/decisions/017-contracts-and-boundaries.md): typescript-eslint's
// recommended rules, React's hook rules, and the import boundaries of the web app and the server.
import fs from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';
const features = fs.readdirSync(`${WEB}/features`);

/** Web layers (bulletproof-react): shared -> features -> app; a feature never imports another one. */
const webZones = [
  ...features.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other: move what several share to src/api, src/components, src/hooks or src/lib.',
  })),
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'Features do not import the app; the app composes features.' },
  {
    target: [`${WEB}/api`, `${WEB}/components`, `${WEB}/hooks`, `${WEB}/lib`, `${WEB}/config`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'The shared layer does not import features or the app.',
  },
];

/** Server layers: http/ assembles modules; modules reach HTTP machinery only through base/. */
const serverZones = [
  {
    target: `${SERVER}/modules`,
    from: `${SERVER}/http`,
    message: 'Modules import http/ only through base/ (AppError, parseInput, route, limiter).',
  },
  {
    target: [`${SERVER}/base`, `${SERVER}/lib`, `${SERVER}/media`, `${SERVER}/notifications`, `${SERVER}/config`, `${SERVER}/db`],
    from: [`${SERVER}/http`, `${SERVER}/modules`, `${SERVER}/sweeps`],
    message: 'Lower layers do not import http/, modules/ or sweeps/.',
  },
];

/** Only repositories (and the composition roots that open the database) touch the database client and schema. */
const databaseImports = {
  patterns: [
    {
      group: ['**/db/client', '**/db/client.ts', '**/db/schema', '**/db/schema.ts'],
      message: 'Only repositories import the database.',
      allowTypeImports: true,
    },
    { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only repositories hold SQL.', allowTypeImports: true },
  ],
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'bench/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Formatting is Prettier's (npm run format); this only turns off rules that would argue with it. It comes before
  // the rules below, which turn max-len back on for what Prettier cannot wrap.
  prettier,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'max-len': ['error', { code: 140, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/shared/tsconfig.json'],
        }),
      ],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The classic hook rules; the React Compiler's rules (refs, set-state-in-effect) would condemn the
      // latest-value ref this code uses on purpose, and there is no compiler in the build.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: [`${SERVER}/**/*.repository.ts`, `${SERVER}/db/**`, `${SERVER}/main.ts`, `${SERVER}/http/api.ts`, `${SERVER}/**/*.test.ts`],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', databaseImports] },
  },
);
