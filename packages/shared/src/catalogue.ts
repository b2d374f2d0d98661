import { z } from 'zod';

/** Catalogue responses keep the original API's PascalCase field names (CategoryKey, LocationName...), which clients rely on. */
export const CategorySchema = z.object({
  CategoryKey: z.string(),
  CategoryName: z.string(),
  Subcategories: z.array(z.string()),
});
export type Category = z.infer<typeof CategorySchema>;

export const LocationSchema = z.object({
  LocationId: z.string(),
  LocationName: z.string(),
  City: z.string(),
  State: z.string(),
});
export type Location = z.infer<typeof LocationSchema>;

export const PaymentPlanSchema = z.object({
  PlanId: z.number().int(),
  PlanKey: z.string(),
  PlanName: z.string(),
  Price: z.number(),
  DurationDays: z.number().int(),
  Features: z.array(z.string()),
});
export type PaymentPlan = z.infer<typeof PaymentPlanSchema>;

export const AdStatusSchema = z.object({
  key: z.string(),
  name: z.string(),
  color: z.string(),
  textColor: z.string(),
});
export type AdStatus = z.infer<typeof AdStatusSchema>;

export const CategoriesResponseSchema = z.array(CategorySchema);
export const LocationsResponseSchema = z.array(LocationSchema);
export const PaymentPlansResponseSchema = z.array(PaymentPlanSchema);
export const AdStatusesResponseSchema = z.array(AdStatusSchema);
