import type { Language } from '@matjar/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { Image, type ImageSource } from '../src/Image.tsx'
import { ProductCard } from '../src/ProductCard.tsx'
import { ScrollRow } from '../src/ScrollRow.tsx'
import { languageOf, picture, say } from './support.tsx'

const meta: Meta = { title: 'Shop front', parameters: { layout: 'fullscreen' } }
export default meta
type Story = StoryObj

/**
 * An offline picture offered like the API offers one: the same drawing at three widths, in WebP
 * and in its own format (the browser picks by `sizes`; here every width is the same drawing).
 */
const offered = (background: string, alt: string, width = 1200, height = 1200): ImageSource => {
  const url = picture(background, '')
  return {
    url,
    alt,
    width,
    height,
    renditions: [320, 640, width].flatMap((w) => [
      { url, width: w, type: 'image/webp' },
      { url, width: w, type: 'image/svg+xml' },
    ]),
  }
}

const products = (l: Language) =>
  [
    ['Brass dallah', 'دلة نحاسية', '#f3e7da', '180.00', '225.00'],
    ['Ajwa dates, 1 kg', 'تمر عجوة 1 كيلو', '#e8d5bf', '171.00', null],
    ['Saffron, 5 g', 'زعفران 5 غرام', '#f8d35e', '45.00', null],
    ['Sidr honey', 'عسل سدر', '#f2c488', '320.00', '360.00'],
    ['Oud oil, 3 ml', 'دهن عود 3 مل', '#d8c2ad', '95.00', null],
  ].map(([en, ar, colour, price, before], i) => (
    <ProductCard
      key={en}
      name={say(l, en!, ar!)}
      href={`#product/${i}`}
      image={offered(colour!, '')}
      imageSizes="11.5rem"
      price={price!}
      priceBefore={before}
      discountText={before ? say(l, '-20%', 'خصم 20%') : null}
      rating={4}
      onAddToCart={() => {}}
      language={l}
    />
  ))

const page: CSSProperties = {
  display: 'grid',
  gap: '1.5rem',
  padding: '1rem',
  maxInlineSize: '75rem',
  marginInline: 'auto',
}
const heading: CSSProperties = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  margin: 0,
}
const tiles: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
  gap: '0.75rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
}
const tile: CSSProperties = {
  display: 'grid',
  gap: '0.5rem',
  textDecoration: 'none',
  fontWeight: 600,
}
const rounded: CSSProperties = { borderRadius: 'var(--matjar-radius)', overflow: 'hidden' }

const categories = [
  [
    'Coffee & Tea',
    'القهوة والشاي',
    '#e9dccb',
    ['Arabic Coffee', 'القهوة العربية'],
    ['Tea', 'الشاي'],
  ],
  ['Dates & Sweets', 'التمور والحلويات', '#f0d9b5', ['Dates', 'التمور'], ['Honey', 'العسل']],
  [
    'Fragrance',
    'العطور والبخور',
    '#e6d3c8',
    ['Oud & Bakhoor', 'العود والبخور'],
    ['Perfume Oils', 'دهن العطر'],
  ],
  ['Home', 'المنزل', '#dfe6dc', ['Tableware', 'أواني التقديم'], ['Textiles', 'المنسوجات']],
] as const

export const Pictures: Story = {
  name: 'Image',
  render: (_, { globals }) => {
    const l = languageOf(globals)
    return (
      <div style={{ ...page, gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' }}>
        <figure style={{ margin: 0 }}>
          <Image
            image={offered('#f3e7da', say(l, 'A brass dallah', 'دلة نحاسية'))}
            sizes="(min-width: 40rem) 20rem, 90vw"
            priority
            style={rounded}
          />
          <figcaption>{say(l, 'Priority: fetched first', 'أولوية: تُجلب أولاً')}</figcaption>
        </figure>
        <figure style={{ margin: 0 }}>
          <Image
            image={offered('#e8d5bf', say(l, 'Dates', 'تمور'), 1600, 640)}
            sizes="(min-width: 40rem) 20rem, 90vw"
            style={rounded}
          />
          <figcaption>{say(l, 'Lazy, 2.5 : 1', 'كسولة، 2.5 : 1')}</figcaption>
        </figure>
        <figure style={{ margin: 0 }}>
          <Image
            image={{ url: 'data:,', alt: say(l, 'Not arrived yet', 'لم تصل بعد') }}
            sizes="20rem"
            fallbackSize={{ width: 4, height: 3 }}
            style={rounded}
          />
          <figcaption>{say(l, 'The placeholder, 4 : 3', 'مكان الصورة، 4 : 3')}</figcaption>
        </figure>
      </div>
    )
  },
}

export const ProductRow: Story = {
  name: 'Product row',
  render: (_, { globals }) => {
    const l = languageOf(globals)
    const title = say(l, 'Offers', 'العروض')
    return (
      <div style={{ ...page, maxInlineSize: '24.375rem' }}>
        <h2 style={heading}>{title}</h2>
        <ScrollRow label={title} language={l}>
          {products(l)}
        </ScrollRow>
      </div>
    )
  },
}

export const Home: Story = {
  name: 'Home',
  render: (_, { globals }) => {
    const l = languageOf(globals)
    const section = (en: string, ar: string) => (
      <h2 style={heading}>
        {say(l, en, ar)}
        <a href="#all" style={{ fontSize: '0.9rem' }}>
          {say(l, 'See all', 'عرض الكل')}
        </a>
      </h2>
    )
    return (
      <div style={page}>
        <a
          href="#banner"
          style={{ ...rounded, position: 'relative', display: 'block', color: 'white' }}
        >
          <Image
            image={offered('#6b3f22', say(l, 'A dallah and cups', 'دلة وفناجين'), 1600, 640)}
            sizes="(min-width: 75rem) 73rem, 100vw"
            priority
          />
          <strong
            style={{
              position: 'absolute',
              insetBlockEnd: '1rem',
              insetInlineStart: '1rem',
              fontSize: '1.5rem',
            }}
          >
            {say(l, 'Arabic coffee, roasted in Jizan', 'قهوة عربية محمّصة في جازان')}
          </strong>
        </a>
        {section('Shop by category', 'تسوّق حسب القسم')}
        <ul style={tiles}>
          {categories.map(([en, ar, colour]) => (
            <li key={en}>
              <a href="#category" style={tile}>
                <Image image={offered(colour, '')} sizes="8.5rem" style={rounded} />
                {say(l, en, ar)}
              </a>
            </li>
          ))}
        </ul>
        {section('Offers', 'العروض')}
        <ScrollRow label={say(l, 'Offers', 'العروض')} language={l}>
          {products(l)}
        </ScrollRow>
      </div>
    )
  },
}

export const Categories: Story = {
  name: 'Categories',
  render: (_, { globals }) => {
    const l = languageOf(globals)
    return (
      <div style={page}>
        <h1 style={heading}>{say(l, 'Categories', 'الأقسام')}</h1>
        <ul
          style={{
            ...tiles,
            gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
            gap: '1rem',
          }}
        >
          {categories.map(([en, ar, colour, ...children]) => (
            <li key={en} style={{ display: 'grid', gap: '0.5rem' }}>
              <a href="#category" style={tile}>
                <Image image={offered(colour, '', 1200, 1200)} sizes="16rem" style={rounded} />
                {say(l, en, ar)}
              </a>
              <ul
                style={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: '0.5rem',
                  listStyle: 'none',
                  margin: 0,
                  padding: 0,
                }}
              >
                {children.map(([childEn, childAr]) => (
                  <li key={childEn}>
                    <a href="#subcategory">{say(l, childEn, childAr)}</a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    )
  },
}
