// What the floating WhatsApp button covers, by bounding boxes: every control (links, buttons,
// fields) and every line of text whose box meets the button's, at each scroll position from the
// top of the page to its end, and each sideways row scrolled along its own length.
import type { Page } from '@playwright/test'

/** What the button covers on the screen as it is now: one line per control or text. */
const coveredNow = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector('.matjar-whatsapp')
    if (!button) return ['no WhatsApp button']
    const b = button.getBoundingClientRect()
    // What is seen of a box: cut by every ancestor that clips (a sideways-scrolling row).
    const seen = (element: Element, r: DOMRect) => {
      let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom]
      for (let at = element.parentElement; at; at = at.parentElement) {
        const style = getComputedStyle(at)
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
        const clip = at.getBoundingClientRect()
        left = Math.max(left, clip.left)
        top = Math.max(top, clip.top)
        right = Math.min(right, clip.right)
        bottom = Math.min(bottom, clip.bottom)
      }
      return { left, top, right, bottom }
    }
    const meets = (element: Element, box: DOMRect) => {
      const r = seen(element, box)
      return (
        r.right - r.left > 0.5 &&
        r.bottom - r.top > 0.5 &&
        r.left < b.right &&
        r.right > b.left &&
        r.top < b.bottom &&
        r.bottom > b.top
      )
    }
    const shown = (element: Element) =>
      !button.contains(element) &&
      !element.closest('.matjar-visually-hidden, [hidden], [aria-hidden="true"]') &&
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    const found: string[] = []
    const controls = document.querySelectorAll(
      'a[href], button, input, select, textarea, summary, [role="button"], [tabindex="0"]',
    )
    for (const control of controls) {
      if (!shown(control)) continue
      if ([...control.getClientRects()].some((box) => meets(control, box))) {
        found.push(`control: ${control.tagName} ${control.textContent?.trim().slice(0, 40) ?? ''}`)
      }
    }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (texts.nextNode()) {
      const text = texts.currentNode
      const parent = text.parentElement
      if (!text.textContent?.trim() || !parent || !shown(parent)) continue
      const range = document.createRange()
      range.selectNodeContents(text)
      if ([...range.getClientRects()].some((box) => meets(parent, box))) {
        found.push(`text: ${text.textContent.trim().slice(0, 40)}`)
      }
    }
    return found
  })

/**
 * How far each sideways-scrolling row of the page (the home's product rows, its banners) can
 * scroll, in its own overflow: its index among them and its range (0 when it does not scroll).
 */
const sidewaysRows = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((each) => {
        const style = getComputedStyle(each)
        return (
          (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
          each.scrollWidth > each.clientWidth + 1
        )
      })
      .map((each) => {
        const box = each.getBoundingClientRect()
        return {
          range: each.scrollWidth - each.clientWidth,
          step: each.clientWidth / 3,
          top: box.top + window.scrollY,
          bottom: box.bottom + window.scrollY,
        }
      }),
  )

/** Scrolls the page's `index`th sideways row to `at` px from its start (in Arabic too). */
const scrollRow = (page: Page, index: number, at: number) =>
  page.evaluate(
    ([index, at]) => {
      const rows = [...document.querySelectorAll('*')].filter((each) => {
        const style = getComputedStyle(each)
        return (
          (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
          each.scrollWidth > each.clientWidth + 1
        )
      })
      const row = rows[index]!
      // A right-to-left row scrolls towards negative offsets.
      const sign = getComputedStyle(row).direction === 'rtl' ? -1 : 1
      row.scrollTo({ left: sign * at, behavior: 'instant' })
    },
    [index, at] as const,
  )

/**
 * Everything the WhatsApp button covers anywhere on the page: the page is scrolled from its top
 * to its end, half a screen at a time, and looked at each time; and at each of those, every
 * sideways row on the screen is scrolled from its start to its end, a third of itself at a time.
 */
export const coveredByWhatsApp = async (page: Page) => {
  const found = new Set<string>()
  const { height, end } = await page.evaluate(() => ({
    height: window.innerHeight,
    end: document.documentElement.scrollHeight - window.innerHeight,
  }))
  const rows = await sidewaysRows(page)
  for (let y = 0; ; y = Math.min(end, y + Math.floor(height / 2))) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(50)
    for (const each of await coveredNow(page)) found.add(`${each} (scrolled ${y})`)
    for (const [index, row] of rows.entries()) {
      // Only the rows on the screen now (the button is over the screen's bottom part).
      if (row.bottom <= y || row.top >= y + height) continue
      for (let x = row.step; x < row.range + row.step; x += row.step) {
        const at = Math.min(row.range, Math.round(x))
        await scrollRow(page, index, at)
        await page.waitForTimeout(20)
        for (const each of await coveredNow(page)) {
          found.add(`${each} (scrolled ${y}, row ${index} at ${at})`)
        }
      }
      await scrollRow(page, index, 0)
    }
    if (y >= end) break
  }
  await page.evaluate(() => window.scrollTo(0, 0))
  return [...found]
}
