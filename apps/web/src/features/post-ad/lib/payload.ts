import { normalisePhone, type AdImageInput } from '@mohalla/shared';
import type { AdFormValues } from './form-values';
import { priceValue } from './price-input';
import type { UploadedImage } from './uploaded-image';

/** The create/update body in the spec's PascalCase names, with Images, Features and Amenities as JSON strings. */
export type AdPayload = {
  Title: string;
  Description: string;
  CategoryId: string;
  Subcategory: string | null;
  LocationId: string;
  Price: number | null;
  PriceTypeId: string;
  OwnerName: string;
  OwnerPhone: string;
  OwnerWhatsapp: string | null;
  OwnerEmail: string | null;
  Images: string;
  Features: string | null;
  Amenities: string | null;
};

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const listOrNull = (list: string[]) => (list.length ? JSON.stringify(list) : null);

/** Images are referenced by upload id, in display order (the first is the cover). */
export function toPayload(values: AdFormValues, images: readonly UploadedImage[]): AdPayload {
  // Photos already on the ad have no name, size or type here; only what is known is sent.
  const imageList: AdImageInput[] = images.map(({ id, name, size, type }) => ({
    id,
    ...(name && { name }),
    ...(size > 0 && { size }),
    ...(type && { type }),
  }));
  return {
    Title: values.title.trim(),
    Description: values.description.trim(),
    CategoryId: values.categoryId,
    Subcategory: orNull(values.subcategory),
    LocationId: values.locationId,
    Price: priceValue(values.price, values.priceTypeId),
    PriceTypeId: values.priceTypeId,
    OwnerName: values.ownerName.trim(),
    OwnerPhone: normalisePhone(values.ownerPhone),
    OwnerWhatsapp: values.ownerWhatsapp.trim() ? normalisePhone(values.ownerWhatsapp) : null,
    OwnerEmail: orNull(values.ownerEmail),
    Images: JSON.stringify(imageList),
    Features: listOrNull(values.features),
    Amenities: listOrNull(values.amenities),
  };
}
