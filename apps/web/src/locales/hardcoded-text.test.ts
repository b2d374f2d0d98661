import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No component draws English of its own (issue 21): every text a person reads comes from a catalogue, so Telugu and
 * Hindi pages are whole. The check reads each component's syntax (not its rendering, which would need every page's
 * data) and reports file:line for English words in JSX text, in the attributes people read or hear, and in string or
 * template literals drawn as children; and for t('key') calls whose key the namespace's English catalogue lacks.
 */
const src = path.resolve(import.meta.dirname, '..');
const relative = (file: string) => path.relative(src, file);

/** Sandbox pages the issue leaves in English: they exist for testing the gateway, never shown to a real buyer. */
const SANDBOX_FILES = new Set([
  'features/payments/routes/phonepe-test-page.tsx',
  'features/payments/routes/phonepe-demo-page.tsx',
  'features/payments/components/demo-payment.tsx',
  'features/payments/components/test-instruments.tsx',
]);

/** Written the same in every language: brand names, and the units and abbreviations people write in Latin letters. */
const UNTRANSLATED = ['Mohalla Ads', 'Mohalla', 'PhonePe', 'UPI', 'WhatsApp', 'Google', 'BHK', 'PG', 'OTP', 'LPA', 'IST', 'km', 'sq ft'];
const untranslated = new RegExp(`\\b(?:${UNTRANSLATED.map((w) => w.replace(' ', '\\s+')).join('|')})\\b`, 'g');
// Addresses are not words: a site's name (cybercrime.gov.in) and a path of ours (/user/...) are typed as they are.
const addresses = /(?:[\w-]+\.)+(?:in|com|org|net)\b|(?:^|\s)\/[\w/-]*/g;
const hasEnglish = (text: string) => /[A-Za-z]{2,}/.test(text.replace(untranslated, '').replace(addresses, ''));

/** Attributes a person reads or a screen reader speaks (className, href, data-* and the like are not). */
const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description', 'aria-valuetext']);
/** Our components' props that are drawn as text (PageHeading's lead, FormField's hint, ErrorState's message, ...). */
const TEXT_PROPS = ['message', 'lead', 'hint', 'description', 'text', 'term', 'legend', 'pageTitle', 'linkText', 'empty', 'sender'];
for (const prop of TEXT_PROPS) VISIBLE_ATTRIBUTES.add(prop);

/** The literal pieces an expression draws as it is: its strings, either branch of a condition, a template's text. */
function literalTexts(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  if (ts.isParenthesizedExpression(node)) return literalTexts(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind))
    return literalTexts(node.right);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
    return [...literalTexts(node.left), ...literalTexts(node.right)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return [...literalTexts(node.left), ...literalTexts(node.right)];
  return [];
}

const isChild = (node: ts.Node) => ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent);

/** file:line of every English text the source draws itself. */
export function findHardcodedText(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    // JSX text starts with the line break before it: count from its first word.
    const start = node.getStart(file) + (ts.isJsxText(node) ? text.length - text.trimStart().length : 0);
    const line = file.getLineAndCharacterOfPosition(start).line + 1;
    found.push(`${fileName}:${line} ${JSON.stringify(text.trim().replace(/\s+/g, ' '))}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasEnglish(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && node.expression && isChild(node))
      for (const text of literalTexts(node.expression)) if (hasEnglish(text)) report(node, text);
    if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      const value = node.initializer;
      const texts = ts.isStringLiteral(value)
        ? [value.text]
        : ts.isJsxExpression(value) && value.expression
          ? literalTexts(value.expression)
          : [];
      for (const text of texts) if (hasEnglish(text)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(dir: string, extensions: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === import.meta.dirname ? [] : sourceFiles(full, extensions);
    return extensions.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

type Messages = { [key: string]: string | Messages };
function catalogueKeys(namespace: string): Set<string> | undefined {
  const file = path.join(import.meta.dirname, 'en', `${namespace}.json`);
  if (!fs.existsSync(file)) return undefined;
  const keys = new Set<string>();
  const walk = (messages: Messages, prefix: string) => {
    for (const [key, value] of Object.entries(messages)) {
      if (typeof value !== 'string') walk(value, `${prefix}${key}.`);
      // A plural's stem is a key too: t('ads', { count }) picks ads_one or ads_other.
      else keys.add(`${prefix}${key}`).add(`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`);
    }
  };
  walk(JSON.parse(fs.readFileSync(file, 'utf8')) as Messages, '');
  return keys;
}

/** The namespace a `t` (or `tc`, ...) draws from: `const { t: tc } = useTranslation('common')` in an enclosing scope. */
function namespaceOf(call: ts.CallExpression, name: string): string | undefined {
  for (let scope: ts.Node | undefined = call.parent; scope; scope = scope.parent) {
    if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) continue;
    for (const statement of scope.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (!init || !ts.isCallExpression(init) || init.expression.getText() !== 'useTranslation') continue;
        if (!ts.isObjectBindingPattern(declaration.name)) continue;
        const bound = declaration.name.elements.some(
          (element) => element.name.getText() === name && (element.propertyName ?? element.name).getText() === 't',
        );
        if (!bound) continue;
        const arg = init.arguments[0];
        return arg && ts.isStringLiteral(arg) ? arg.text : 'common';
      }
    }
  }
  return undefined;
}

/** The keys a t() call can ask for as written: a literal, either literal of a condition, or a template's fixed start (`status.*`). */
function literalKeys(node: ts.Expression): string[] {
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return literalKeys(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalKeys(node.whenTrue), ...literalKeys(node.whenFalse)];
  if (ts.isTemplateExpression(node)) return [`${node.head.text}*`];
  return [];
}

/** file:line of every t('literal') whose key its namespace's English catalogue does not hold (it would show the key). */
export function findMissingKeys(fileName: string, source: string, keysOf: (namespace: string) => Set<string> | undefined): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const key = ts.isCallExpression(node) ? node.arguments[0] : undefined;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && key) {
      const namespace = namespaceOf(node, node.expression.text);
      const keys = namespace === undefined ? undefined : (keysOf(namespace) ?? new Set<string>());
      for (const asked of keys ? literalKeys(key) : []) {
        const isPresent = asked.endsWith('*') ? [...keys!].some((k) => k.startsWith(asked.slice(0, -1))) : keys!.has(asked);
        if (isPresent) continue;
        const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
        found.push(`${fileName}:${line} ${namespace}:${asked}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('components draw no English of their own', () => {
  it('reports what it is meant to find', () => {
    const snippet = `export const A = ({ name }: { name: string }) => (
      <div aria-label="Close" title={name}>
        <p>Sold</p>
        Hello {name}
        <a href="/user/x">cybercrime.gov.in</a>
        {isNew ? 'Just posted' : \`\${name} ago\`}
        <img alt="" />
        <span>₹ · × 3 BHK</span>
        <b>{'PhonePe'}</b>
      </div>
    );`;
    expect(findHardcodedText('a.tsx', snippet)).toEqual([
      'a.tsx:2 "Close"',
      'a.tsx:3 "Sold"',
      'a.tsx:4 "Hello"',
      'a.tsx:6 "Just posted"',
      'a.tsx:6 "ago"',
    ]);
  });

  it('finds none in the components', () => {
    const files = sourceFiles(src, /\.tsx$/).filter((file) => !SANDBOX_FILES.has(relative(file)));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => findHardcodedText(relative(file), fs.readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});

describe('every literal key a component asks for exists in English', () => {
  it('reports a key its namespace lacks', () => {
    const snippet = `function A() {
      const { t } = useTranslation('ads');
      const { t: tc } = useTranslation('common');
      return <p title={tc('yes')}>{t('count', { count: 2 })}{t('nope')}{t(x ? 'count' : 'gone')}{t(\`status.\${x}\`)}{tc(\`no.\${x}\`)}</p>;
    }`;
    const keys = (ns: string) => new Set(ns === 'ads' ? ['count_one', 'count_other', 'count', 'status.sold'] : ['yes']);
    expect(findMissingKeys('a.tsx', snippet, keys)).toEqual(['a.tsx:4 ads:nope', 'a.tsx:4 ads:gone', 'a.tsx:4 common:no.*']);
  });

  it('finds none in the components and hooks', () => {
    const cache = new Map<string, Set<string> | undefined>();
    let checked = 0;
    const keysOf = (namespace: string) => {
      checked += 1;
      if (!cache.has(namespace)) cache.set(namespace, catalogueKeys(namespace));
      return cache.get(namespace);
    };
    const files = sourceFiles(src, /\.tsx?$/).filter((file) => !file.endsWith('.d.ts'));
    const found = files.flatMap((file) => findMissingKeys(relative(file), fs.readFileSync(file, 'utf8'), keysOf));
    expect(found).toEqual([]);
    // Most calls are found with their namespace: a check that recognised none would pass as well.
    expect(checked).toBeGreaterThan(900);
  });
});
