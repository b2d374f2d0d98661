/**
 * The window a brotli stream was compressed with, read from its first bits (RFC 7932, 9.1): a set first bit, then
 * 17 + the next three bits' value (the windows this server uses; 16 and 10-15 are written otherwise).
 */
export function brotliWindowBits(stream: Uint8Array): number | undefined {
  const first = stream[0];
  if (first === undefined || (first & 1) === 0) return undefined;
  const bits = (first >> 1) & 0b111;
  return bits === 0 ? undefined : 17 + bits;
}
