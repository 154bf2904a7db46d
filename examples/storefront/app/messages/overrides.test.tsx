import { LANGUAGES, sdkMessages } from '@matjar/core'
import { StorefrontProvider } from '@matjar/react'
import { Countdown, Pagination, StarRating, uiMessages } from '@matjar/ui'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

beforeAll(async () => {
  await Promise.all(
    LANGUAGES.flatMap((language) => [sdkMessages.load(language), uiMessages.load(language)]),
  )
})

// What an SDK user writes: their own wording for keys of the SDK's and the components' catalogues.
const shopWith = (language: 'en' | 'ar') =>
  renderToString(
    <StorefrontProvider
      apiUrl="http://api.invalid"
      language={language}
      messages={{
        en: {
          'pagination.next': 'Onward',
          'countdown.days': '{count, plural, one {sleep} other {sleeps}}',
          'countdown.days_count': '{count, plural, one {# sleep} other {# sleeps}}',
          'rating.summary': '{rating} of five, say our customers',
        },
        ar: { 'pagination.next': 'إلى الأمام' },
      }}
    >
      <Pagination page={1} lastPage={3} onPage={() => {}} />
      <Countdown endsAt={new Date(Date.now() + 2.5 * 86_400_000).toISOString()} />
      <StarRating value={4} />
    </StorefrontProvider>,
  )

describe("the provider's message overrides", () => {
  it("reach @matjar/ui's Pagination, Countdown and StarRating, in the page's language", () => {
    const english = shopWith('en')
    expect(english).toContain('Onward')
    expect(english).toMatch(/>2<\/span> (<!-- -->)?sleeps/)
    expect(english).toMatch(/aria-label="2 sleeps \d+ hours/)
    expect(english).toContain('4 of five, say our customers')
    expect(english).not.toContain(sdkMessages.translate('en', 'pagination.next'))
    const arabic = shopWith('ar')
    expect(arabic).toContain('إلى الأمام')
    expect(arabic).not.toContain('Onward')
  })

  it('leave every key they do not name as the catalogues say it', () => {
    expect(shopWith('en')).toContain(sdkMessages.translate('en', 'pagination.prev'))
  })
})
