import fs from 'node:fs';
import path from 'node:path';
import { Eye, Heart, MapPin } from 'lucide-react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { heartIcon, placeIcon, savedHeartIcon, viewsIcon } from './card-icons';

/** An <svg>'s own attributes and what it holds. */
function parts(element: ReactElement) {
  const markup = renderToStaticMarkup(element);
  const [, attributes = '', inner = ''] = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(markup) ?? [];
  return {
    attributes: Object.fromEntries([...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!])),
    inner,
  };
}

const css = fs.readFileSync(path.resolve(import.meta.dirname, '../../index.css'), 'utf8');
const cardIconRule = /\.card-icon\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';

describe('the card icons', () => {
  it("draw lucide's shapes in lucide's box, with the card's classes", () => {
    const cases: Array<[ReactElement, ReactElement, string]> = [
      [heartIcon, <Heart key="heart" />, 'size-5'],
      [savedHeartIcon, <Heart key="saved" />, 'size-5 fill-red-600 text-red-600'],
      [placeIcon, <MapPin key="place" />, 'size-4 shrink-0'],
      [viewsIcon, <Eye key="views" />, 'size-4 shrink-0'],
    ];
    for (const [ours, lucide, classes] of cases) {
      const mine = parts(ours);
      const theirs = parts(lucide);
      expect(mine.inner).toBe(theirs.inner);
      expect(mine.attributes).toEqual({ viewBox: theirs.attributes.viewBox, class: `card-icon ${classes}`, 'aria-hidden': 'true' });
    }
  });

  it("say lucide's stroke and fill once, in the stylesheet, as lucide's attributes do on each icon", () => {
    const { attributes } = parts(<Heart />);
    for (const name of ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin']) {
      expect(cardIconRule).toMatch(new RegExp(`(^|[;\\s])${name}:\\s*${attributes[name]};`));
    }
  });
});
