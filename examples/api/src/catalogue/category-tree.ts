import type { Category } from '@matjar/core/contract'
import type { categories } from '../db/schema.ts'
import { type PictureRef, toImageOrNull } from '../media/image-view.ts'
import type { Language } from '../messages/translate.ts'

/** A row's name in the language asked. */
export const nameIn = (language: Language, row: { nameEn: string; nameAr: string }) =>
  language === 'ar' ? row.nameAr : row.nameEn

/**
 * The category tree from the categories in order, each with the products directly in it: top
 * categories with their subcategories, a category counting its subcategories' products too, each
 * with its picture (by category id) when it has one.
 */
export function categoryTree(
  rows: { category: typeof categories.$inferSelect; direct: number }[],
  language: Language,
  pictures: Map<number, PictureRef> = new Map(),
): Category[] {
  const nodes = new Map<number, Category>()
  for (const { category, direct } of rows) {
    nodes.set(category.id, {
      id: category.id,
      slug: category.slug,
      path: category.path,
      name: nameIn(language, category),
      image: toImageOrNull(pictures.get(category.id), nameIn(language, category)),
      products_count: direct,
      children: [],
    })
  }
  const roots: Category[] = []
  for (const { category } of rows) {
    const node = nodes.get(category.id)!
    const parent = category.parentId === null ? undefined : nodes.get(category.parentId)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  const total = (node: Category): number => {
    node.products_count += node.children.reduce((sum, child) => sum + total(child), 0)
    return node.products_count
  }
  for (const root of roots) total(root)
  return roots
}
