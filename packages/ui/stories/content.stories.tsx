import type { Meta, StoryObj } from '@storybook/react-vite'
import { Accordion } from '../src/Accordion.tsx'
import { Button } from '../src/Button.tsx'
import { Countdown } from '../src/Countdown.tsx'
import { EmptyState, ErrorView } from '../src/ErrorView.tsx'
import { Pagination } from '../src/Pagination.tsx'
import { Price } from '../src/Price.tsx'
import { ProductCard } from '../src/ProductCard.tsx'
import { RiyalSign } from '../src/RiyalSign.tsx'
import { Skeleton } from '../src/Skeleton.tsx'
import { Tabs } from '../src/Tabs.tsx'
import { column, languageOf, picture, row, say } from './support.tsx'

const meta: Meta = { title: 'Content' }
export default meta
type Story = StoryObj

export const Prices: Story = {
  name: 'Price and riyal sign',
  render: (_, { globals }) => {
    const l = languageOf(globals)
    return (
      <div style={column}>
        <Price price="40.00" language={l} />
        <Price
          price="1250.50"
          priceBefore="1500.00"
          discountText={say(l, '-17%', 'خصم 17%')}
          language={l}
        />
        <span style={{ ...row, fontSize: '1.5rem' }}>
          <RiyalSign language={l} /> 99.00
        </span>
      </div>
    )
  },
}

export const Card: Story = {
  name: 'Product card',
  render: (_, { globals }) => {
    const l = languageOf(globals)
    return (
      <div style={row}>
        <ProductCard
          name={say(l, 'Brass dallah', 'دلة نحاسية')}
          href="#product/7"
          image={{ src: picture('#f3e7da', ''), alt: say(l, 'Brass dallah', 'دلة نحاسية') }}
          price="40.00"
          priceBefore="50.00"
          discountText={say(l, '-20%', 'خصم 20%')}
          rating={4}
          wishlisted
          onWishlistToggle={() => {}}
          onAddToCart={() => {}}
          language={l}
        />
        <ProductCard
          name={say(l, 'Saffron, 10 g', 'زعفران ١٠ غرام')}
          href="#product/8"
          image={{ src: picture('#f8d35e', ''), alt: '' }}
          price="75.00"
          rating={5}
          onWishlistToggle={() => {}}
          onAddToCart={() => {}}
          language={l}
        />
      </div>
    )
  },
}

export const ProductTabs: Story = {
  name: 'Tabs',
  render: (_, { globals }) => {
    const l = languageOf(globals)
    return (
      <Tabs.Root defaultValue="description">
        <Tabs.List aria-label={say(l, 'Product', 'المنتج')}>
          <Tabs.Trigger value="description">{say(l, 'Description', 'الوصف')}</Tabs.Trigger>
          <Tabs.Trigger value="specs">{say(l, 'Specifications', 'المواصفات')}</Tabs.Trigger>
          <Tabs.Trigger value="reviews">{say(l, 'Reviews', 'التقييمات')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="description">
          {say(l, 'A hand-made brass dallah.', 'دلة نحاسية مصنوعة يدويًا.')}
        </Tabs.Content>
        <Tabs.Content value="specs">{say(l, 'Brass, 1 litre.', 'نحاس، لتر واحد.')}</Tabs.Content>
        <Tabs.Content value="reviews">
          {say(l, 'No reviews yet.', 'لا توجد تقييمات بعد.')}
        </Tabs.Content>
      </Tabs.Root>
    )
  },
}

export const Faq: Story = {
  name: 'Accordion',
  render: (_, { globals }) => {
    const l = languageOf(globals)
    return (
      <Accordion.Root defaultValue={['shipping']} style={{ maxInlineSize: '30rem' }}>
        <Accordion.Item value="shipping">
          <Accordion.Trigger>{say(l, 'Shipping', 'الشحن')}</Accordion.Trigger>
          <Accordion.Content>
            {say(
              l,
              'Two to five days to Jizan and Riyadh.',
              'من يومين إلى خمسة أيام إلى جازان والرياض.',
            )}
          </Accordion.Content>
        </Accordion.Item>
        <Accordion.Item value="returns">
          <Accordion.Trigger>{say(l, 'Returns', 'الإرجاع')}</Accordion.Trigger>
          <Accordion.Content>{say(l, 'Fourteen days.', 'أربعة عشر يومًا.')}</Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>
    )
  },
}

const fixedNow = () => Date.parse('2026-01-01T00:00:00Z')

export const Timer: Story = {
  name: 'Countdown',
  render: (_, { globals }) => (
    <div style={column}>
      <Countdown endsAt="2026-01-03T05:04:03Z" now={fixedNow} language={languageOf(globals)} />
      <Countdown endsAt="2026-01-02T01:00:00Z" now={fixedNow} language={languageOf(globals)} />
    </div>
  ),
}

export const Pages: Story = {
  name: 'Pagination',
  render: (_, { globals }) => (
    <Pagination
      page={2}
      lastPage={5}
      onPage={() => {}}
      onLoadMore={() => {}}
      language={languageOf(globals)}
    />
  ),
}

export const Placeholders: Story = {
  name: 'Skeleton',
  render: () => (
    <div style={{ ...column, inlineSize: '15rem' }}>
      <Skeleton blockSize="10rem" />
      <Skeleton inlineSize="70%" />
      <Skeleton inlineSize="40%" />
    </div>
  ),
}

export const Empty: Story = {
  name: 'Empty state',
  render: (_, { globals }) => {
    const l = languageOf(globals)
    return (
      <EmptyState
        title={say(l, 'Your wishlist is empty', 'قائمة المفضلة فارغة')}
        description={say(
          l,
          'Tap the heart on a product to keep it here.',
          'اضغط على القلب في أي منتج لحفظه هنا.',
        )}
        action={<Button>{say(l, 'Browse the offers', 'تصفح العروض')}</Button>}
      />
    )
  },
}

export const ErrorPage: Story = {
  name: 'Error view',
  render: (_, { globals }) => {
    const l = languageOf(globals)
    return (
      <ErrorView
        status={404}
        message={say(l, 'Page Not Found', 'الصفحة غير موجودة')}
        description={say(l, 'Page Not Found: /nope', 'الصفحة غير موجودة: /nope')}
      >
        <Button>{say(l, 'Back to the shop', 'العودة إلى المتجر')}</Button>
      </ErrorView>
    )
  },
}
