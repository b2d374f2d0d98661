import { ImagePlus } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClasses } from '@/components/ui/button';
import type { ImageUploads } from '../hooks/use-image-uploads';
import { ACCEPT_ATTRIBUTE } from '../lib/image-picker';
import { ImageThumb } from './image-thumb';

/** Photo picker and the list of photos with their upload state (the rules live in useImageUploads). */
export function ImagePicker({ uploads }: { uploads: ImageUploads }) {
  const { t } = useTranslation('post-ad');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const { items, max } = uploads;
  const isFull = items.length >= max;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so picking the same photo again (after removing it) still fires a change.
    event.target.value = '';
    if (files.length) void uploads.addFiles(files);
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${inputId}-heading`} className="text-sm font-medium text-gray-800">
          {t('images.heading')}
        </h3>
        <p className="text-sm text-gray-600">{t('images.count', { n: items.length, max })}</p>
      </div>
      <p id={hintId} className="text-sm text-gray-600">
        {t('images.hint')}
      </p>
      {/* The label is the visible button; the input stays in the accessibility tree and keeps keyboard focus. */}
      <label
        htmlFor={inputId}
        className={buttonClasses({
          variant: 'outline',
          className: 'w-full cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 sm:w-auto',
        })}
      >
        <ImagePlus aria-hidden="true" className="size-5" />
        {items.length ? t('images.addMore') : t('images.add')}
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          aria-describedby={hintId}
          // Not disabled when full: picking again must say "Maximum 10 images allowed..." rather than do nothing.
          aria-label={isFull ? t('images.addFull') : undefined}
          className="sr-only"
          onChange={onPick}
        />
      </label>
      {items.length > 0 && (
        <ul aria-label={t('images.list')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {items.map((item, index) => (
            <ImageThumb
              key={item.key}
              item={item}
              position={index + 1}
              total={items.length}
              onMove={(delta) => uploads.move(item.key, delta)}
              onCover={() => uploads.cover(item.key)}
              onRemove={() => uploads.remove(item.key)}
              onRetry={() => void uploads.retry(item.key)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
