import * as lucide from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import LucideIcon, { type IconData, type IconProps } from './lucide-icon';

/** The data createLucideIcon hands lucide's Icon for an icon component (it passes it as the `icon` prop). */
const dataOf = (icon: lucide.LucideIcon) =>
  (icon as unknown as { render: (props: object, ref: null) => ReactElement<{ icon: IconData }> }).render({}, null).props.icon;

const icons = Object.entries(lucide).filter(
  (entry): entry is [string, lucide.LucideIcon] =>
    /^[A-Z]/.test(entry[0]) && !entry[0].endsWith('Icon') && entry[0] !== 'Icon' && typeof entry[1] === 'object' && 'render' in entry[1],
);
const withAliases = icons.filter(([, icon]) => (dataOf(icon).aliases ?? []).length > 0);
// The app's own icons, one icon with aliases and a spread of others.
const sample = [
  ...['Heart', 'MapPin', 'Eye', 'Search', 'ChevronRight', 'ChevronLeft', 'SearchX', 'BadgeCheck', 'Share2', 'Flag'].map(
    (name) => [name, lucide[name as keyof typeof lucide] as lucide.LucideIcon] as const,
  ),
  ...withAliases.slice(0, 3),
  ...icons.filter((_, index) => index % 250 === 0),
];

const props: Array<[string, IconProps | Record<string, unknown>]> = [
  ['nothing', {}],
  ['a class', { className: 'size-4 shrink-0' }],
  ['repeated classes, one of them lucide', { className: ' size-4  size-4 lucide  text-red-600 ' }],
  ['a label', { 'aria-label': 'Saved' }],
  ['hidden already', { 'aria-hidden': true }],
  ['a role', { role: 'img' }],
  ['a null label', { 'aria-label': null }],
  ['a size', { size: 16 }],
  ['a size in em', { size: '1em' }],
  ['width and height', { width: 10, height: 12 }],
  ['a colour', { color: 'red' }],
  ['an empty colour', { color: '' }],
  ['a stroke', { strokeWidth: 1.5 }],
  ['an absolute stroke', { strokeWidth: 3, absoluteStrokeWidth: true, size: 48 }],
  ['a non-scaling stroke', { nonScalingStroke: true }],
  ['attributes of its own', { fill: 'currentColor', 'data-test': 'x', xmlns: 'urn:other', viewBox: '1 1 2 2', focusable: 'false' }],
  ['everything', { className: 'a b', size: 20, color: 'blue', strokeWidth: 1, 'aria-hidden': 'false', id: 'i' }],
];

const inContext = (children: ReactNode) => (
  <lucide.LucideProvider size={20} color="blue" strokeWidth={1} className="from-context size-4" absoluteStrokeWidth>
    {children}
  </lucide.LucideProvider>
);

describe('LucideIcon draws what lucide-react draws', () => {
  it.each(props)('with %s', (_, given) => {
    for (const [name, Icon] of sample) {
      const icon = dataOf(Icon);
      expect(renderToString(<LucideIcon icon={icon} {...given} />), name).toBe(renderToString(<Icon {...given} />));
      expect(renderToString(inContext(<LucideIcon icon={icon} {...given} />)), name).toBe(renderToString(inContext(<Icon {...given} />)));
    }
  });

  it('with children (a title makes it meaningful: not hidden)', () => {
    const icon = dataOf(lucide.Heart);
    const title = <title>Saved</title>;
    expect(renderToString(<LucideIcon icon={icon}>{title}</LucideIcon>)).toBe(renderToString(<lucide.Heart>{title}</lucide.Heart>));
    expect(renderToString(<LucideIcon icon={icon}>{[title, <desc key="d">A heart</desc>]}</LucideIcon>)).toBe(
      renderToString(<lucide.Heart>{[title, <desc key="d">A heart</desc>]}</lucide.Heart>),
    );
  });

  it('from an icon node alone, as lucide’s <Icon iconNode> draws it', () => {
    const { node } = dataOf(lucide.MapPin);
    expect(renderToString(<LucideIcon iconNode={node} className="x" />)).toBe(
      renderToString(<lucide.Icon iconNode={node as unknown as lucide.IconNode} className="x" />),
    );
  });

  it('draws an icon again the same way, whatever was drawn before', () => {
    const icon = dataOf(lucide.Search);
    const first = renderToString(<LucideIcon icon={icon} className="size-5" nonScalingStroke />);
    renderToString(<LucideIcon icon={icon} className="size-4" />);
    expect(renderToString(<LucideIcon icon={icon} className="size-5" nonScalingStroke />)).toBe(first);
    expect(first).toContain('vector-effect="non-scaling-stroke"');
  });

  it('covers icons with aliases', () => {
    expect(withAliases.length).toBeGreaterThan(0);
    const [, Icon] = withAliases[0]!;
    const html = renderToString(<LucideIcon icon={dataOf(Icon)} />);
    expect(html.match(/class="([^"]*)"/)![1]!.split(' ').length).toBeGreaterThan(2);
  });
});
