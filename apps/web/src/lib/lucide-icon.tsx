import { useLucideContext, type LucideProps } from 'lucide-react';
import { createElement, forwardRef, type ReactElement } from 'react';

/*
 * lucide-react's Icon, drawn the same to the attribute, for less: lucide 1.x rebuilds each icon's attributes at every
 * render (a dozen object spreads, its class names split and merged, its paths mapped twice), ~a tenth of the server's
 * render of a search page. The build puts this module where lucide's createLucideIcon imports its Icon
 * (vite.config.ts, lucideIcon), so every icon of the app goes through it; lucide-icon.test.tsx holds its markup to
 * lucide's own for every prop lucide reads.
 */

type IconNode = Array<[tag: string, attributes: Record<string, string | number>, ...rest: unknown[]]>;
/** What createLucideIcon hands its Icon for each icon (lucide's `__iconData`). */
export type IconData = { name?: string; aliases?: unknown[]; size?: number; width?: number; height?: number; node: IconNode };
export type IconProps = Omit<LucideProps, 'ref'> & { icon?: IconData; iconNode?: IconNode };

/** An icon's parts that never change: made at its first render. */
type Made = {
  /** 'lucide', 'lucide-<name>' and its aliases' classes, before the caller's. */
  ownClasses: string[];
  /** The merged class names by the context's and the caller's, as lucide's mergeClasses writes them. */
  classes: Map<string, string>;
  drawn: ReactElement[];
  drawnNonScaling?: ReactElement[];
};

const made = new WeakMap<IconData, Made>();

/** lucide's mergeClasses: every whitespace-separated name once, in order of first appearance. */
function mergeClasses(...classes: Array<string | undefined>): string {
  const tokens = new Set<string>();
  for (const cls of classes) {
    if (typeof cls !== 'string') continue;
    for (const token of cls.split(/\s+/)) if (token) tokens.add(token);
  }
  return [...tokens].join(' ');
}

/** lucide's hasA11yProp: a label or role makes the icon meaningful, so it is not hidden from screen readers. */
function hasA11yProp(props: Record<string, unknown>): boolean {
  for (const prop in props) {
    if (Object.hasOwn(props, prop) && (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && props[prop] != null) return true;
  }
  return false;
}

const drawNodes = (node: IconNode, nonScalingStroke: boolean) =>
  node.map(([tag, attributes]) =>
    createElement(tag, nonScalingStroke ? { vectorEffect: 'non-scaling-stroke', ...attributes } : attributes),
  );

function makeParts(icon: IconData): Made {
  const aliases = (icon.aliases ?? []).filter((alias): alias is string => typeof alias === 'string' && alias.trim() !== '');
  return {
    ownClasses: ['lucide', ...(icon.name ? [`lucide-${icon.name}`] : []), ...aliases.map((alias) => `lucide-${alias}`)],
    classes: new Map(),
    drawn: drawNodes(icon.node, false),
  };
}

function partsOf(icon: IconData): Made {
  let parts = made.get(icon);
  if (!parts) made.set(icon, (parts = makeParts(icon)));
  return parts;
}

function classNameOf(parts: Made, contextClass: string, className: string): string {
  const key = `${contextClass}\n${className}`;
  let merged = parts.classes.get(key);
  if (merged === undefined) {
    // lucide merges the context's and the caller's first, then its own before them: each name once, first place kept.
    merged = mergeClasses(...parts.ownClasses, contextClass, className);
    parts.classes.set(key, merged);
  }
  return merged;
}

const LucideIcon = forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
  {
    color,
    size,
    width,
    height,
    strokeWidth,
    absoluteStrokeWidth,
    nonScalingStroke,
    className = '',
    children,
    iconNode = [],
    icon,
    ...rest
  },
  ref,
) {
  const {
    size: contextSize = 24,
    strokeWidth: contextStrokeWidth = 2,
    absoluteStrokeWidth: contextAbsoluteStrokeWidth = false,
    nonScalingStroke: contextNonScalingStroke = false,
    color: contextColor = 'currentColor',
    className: contextClass = '',
  } = useLucideContext() ?? {};
  // Without `icon` (lucide's <Icon iconNode={...} />) the data is new at each render: nothing is kept for it.
  const data = icon ?? { node: iconNode, aliases: [], size: 24 };
  const parts = icon ? partsOf(icon) : makeParts(data);
  const stroke = color ?? contextColor;
  const drawnWidth = width ?? size ?? contextSize;
  const drawnHeight = height ?? size ?? contextSize;
  const givenStroke = strokeWidth ?? contextStrokeWidth;
  const scaled = nonScalingStroke ?? contextNonScalingStroke;
  const iconWidth = data.size ?? data.width ?? 24;
  const attributes: Record<string, unknown> = {
    ref,
    xmlns: 'http://www.w3.org/2000/svg',
    width: 24,
    height: 24,
    viewBox: `0 0 ${iconWidth} ${data.size ?? data.height ?? 24}`,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth:
      (absoluteStrokeWidth ?? contextAbsoluteStrokeWidth)
        ? (Number(givenStroke ?? 2) * Number(iconWidth)) / Number(drawnWidth ?? 24)
        : (givenStroke ?? 2),
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  };
  if (stroke) attributes.stroke = stroke;
  if (drawnWidth != null) attributes.width = drawnWidth;
  if (drawnHeight != null) attributes.height = drawnHeight;
  const classes = classNameOf(parts, contextClass, className);
  if (classes) attributes.className = classes;
  if (!children && !hasA11yProp(rest)) attributes['aria-hidden'] = 'true';
  Object.assign(attributes, rest);
  const drawn = scaled ? (parts.drawnNonScaling ??= drawNodes(data.node, true)) : parts.drawn;
  return createElement('svg', attributes, [...drawn, ...(Array.isArray(children) ? children : [children])]);
});

export default LucideIcon;
