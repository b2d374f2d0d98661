import { findCategory, type Category } from '@mohalla/shared';

/** A category's subcategory count: the server's list length, falling back to the built-in list when the server's is empty. */
export function subcategoryCount(category: Pick<Category, 'CategoryKey' | 'CategoryName' | 'Subcategories'>): number {
  if (category.Subcategories.length > 0) return category.Subcategories.length;
  return findCategory(category.CategoryKey)?.subcategories.length ?? findCategory(category.CategoryName)?.subcategories.length ?? 0;
}
