import type { Language } from '@matjar/core'
import { Fragment } from 'react'

/**
 * An address's parts in one line, each isolated (`<bdi>`) so that details typed in Latin letters
 * do not pull the Arabic place names around them out of order, joined by the comma of the page's
 * language (، in Arabic).
 */
export function AddressLine({
  language,
  parts,
}: {
  language: Language
  parts: readonly (string | null | undefined)[]
}) {
  const shown = parts.filter((part): part is string => Boolean(part))
  return shown.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in a fixed order
    <Fragment key={index}>
      {index > 0 ? (language === 'ar' ? '، ' : ', ') : null}
      <bdi>{part}</bdi>
    </Fragment>
  ))
}
