import { findCategory, type Category } from '@mohalla/shared';

/** Subcategory count (spec section 2): the server's list length, falling back to the built-in list. */
export function subcategoryCount(category: Pick<Category, 'CategoryKey' | 'CategoryName' | 'Subcategories'>): number {
  if (category.Subcategories.length > 0) return category.Subcategories.length;
  return findCategory(category.CategoryKey)?.subcategories.length ?? findCategory(category.CategoryName)?.subcategories.length ?? 0;
}
