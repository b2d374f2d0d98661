import { Eye, Heart, MapPin } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { heartIcon, placeIcon, savedHeartIcon, viewsIcon } from './card-icons';

describe('the card icons', () => {
  it('are the markup lucide draws for the same icons and classes', () => {
    const markup = renderToStaticMarkup;
    expect(markup(heartIcon)).toBe(markup(<Heart aria-hidden="true" className="size-5" />));
    expect(markup(savedHeartIcon)).toBe(markup(<Heart aria-hidden="true" className="size-5 fill-red-600 text-red-600" />));
    expect(markup(placeIcon)).toBe(markup(<MapPin aria-hidden="true" className="size-4 shrink-0" />));
    expect(markup(viewsIcon)).toBe(markup(<Eye aria-hidden="true" className="size-4 shrink-0" />));
  });
});
