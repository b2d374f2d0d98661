import type { ReactNode } from 'react';

/*
 * The card's icons, made once: a search page draws 36 of them. The paths are lucide's Heart, MapPin and Eye (ISC
 * licence; card-icons.test.tsx holds them to it), drawn as lucide draws them, but what lucide repeats as attributes on
 * every <svg> (its stroke, fill and 24 px box) is said once, in index.css (.card-icon); the size comes from the class.
 */
const icon = (className: string, children: ReactNode) => (
  <svg viewBox="0 0 24 24" className={`card-icon ${className}`} aria-hidden="true">
    {children}
  </svg>
);

const heart = (
  <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />
);

export const heartIcon = icon('size-5', heart);
export const savedHeartIcon = icon('size-5 fill-red-600 text-red-600', heart);

export const placeIcon = icon(
  'size-4 shrink-0',
  <>
    <path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" />
    <circle cx="12" cy="10" r="3" />
  </>,
);

export const viewsIcon = icon(
  'size-4 shrink-0',
  <>
    <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
