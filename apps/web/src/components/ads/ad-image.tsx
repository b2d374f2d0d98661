import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '@/lib/placeholder-image';

type AdImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src?: string | null };

/** An ad photo: lazy, async-decoded, and swapped for the placeholder when missing or broken, so no card shows a broken image. */
export function AdImage({ src, srcSet, alt = '', loading = 'lazy', onError, ...props }: AdImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const isBroken = !src || failedSrc === src;
  return (
    <img
      src={isBroken ? PLACEHOLDER_IMAGE : src}
      srcSet={isBroken ? undefined : srcSet}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={(event) => {
        if (src && !isBroken) setFailedSrc(src);
        onError?.(event);
      }}
      {...props}
    />
  );
}
