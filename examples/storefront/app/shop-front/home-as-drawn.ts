import { fitImage, type HomeSection } from '@matjar/core'
import { fitCards, PICTURE_SIZES } from '../picture-sizes.ts'

/**
 * The home's sections as the page draws them, for its loader: each picture with only the
 * renditions its size can use (`fitImage`), and the categories without their subcategories (the
 * tiles show the top level; /categories shows the rest). The page's markup and its data carry a
 * third of the addresses they would.
 */
export const homeAsDrawn = (section: HomeSection): HomeSection => {
  switch (section.type) {
    case 'banners':
      return {
        ...section,
        slides: section.slides.map((slide) => ({
          ...slide,
          image: fitImage(slide.image, PICTURE_SIZES.banner.widest),
        })),
      }
    case 'categories':
      return {
        ...section,
        items: section.items.map((category) => ({
          ...category,
          image: category.image && fitImage(category.image, PICTURE_SIZES.categoryTile.widest),
          children: [],
        })),
      }
    case 'products':
      return { ...section, items: fitCards(section.items, PICTURE_SIZES.rowCard.widest) }
    case 'brands':
      return {
        ...section,
        items: section.items.map((brand) => ({
          ...brand,
          logo: brand.logo && fitImage(brand.logo, PICTURE_SIZES.brandLogo.widest),
        })),
      }
    case 'blogs':
      return {
        ...section,
        items: section.items.map((post) => ({
          ...post,
          cover_image:
            post.cover_image && fitImage(post.cover_image, PICTURE_SIZES.blogCover.widest),
        })),
      }
  }
}
