// Lighthouse's mobile run (simulated slow 4G, a 4× slower CPU) in Debian's Chromium, for the
// benchmark scripts: the scores and the figures behind them.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts'

export const CHROMIUM = chromiumPath()
export const CHROMIUM_FLAGS = CHROMIUM_ARGS

export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /** Bytes the page loaded. */
  bytes: number
  /** Accessibility audits that failed, by id. */
  failedAccessibility: string[]
  /**
   * Pictures Lighthouse would make smaller: wrong size for their box, or not AVIF/WebP ("Improve
   * image delivery", which replaced "Properly size images" and "Serve images in next-gen
   * formats"; the older audits are counted too where a Lighthouse has them).
   */
  imageFindings: number
}

const IMAGE_AUDITS = ['image-delivery-insight', 'uses-responsive-images', 'modern-image-formats']

export async function lighthouseMobile(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error('Lighthouse gave no result')
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    const accessibilityAudits = new Set(
      lhr.categories.accessibility?.auditRefs.map((ref) => ref.id) ?? [],
    )
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
      failedAccessibility: Object.values(lhr.audits)
        .filter((a) => a.score === 0 && accessibilityAudits.has(a.id))
        .map((a) => a.id),
      imageFindings: IMAGE_AUDITS.reduce(
        (sum, id) =>
          sum +
          ((lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0),
        0,
      ),
    }
  } finally {
    chrome.kill()
  }
}
