/** Shown when an ad has no image or its image fails to load: a light grey frame with a picture glyph. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#f3f4f6"/>' +
      '<g fill="none" stroke="#9ca3af" stroke-width="8" stroke-linejoin="round"><rect x="140" y="95" width="120" height="110" rx="10"/>' +
      '<path d="M150 195l35-40 25 28 18-18 22 30"/><circle cx="225" cy="125" r="10"/></g></svg>',
  );
