'use client'

import type { Direction } from '@matjar/core'
import { useContext } from 'react'
import { LocaleContext } from './locale.tsx'

/** The direction a component works in: its own `dir` prop, else the `LocaleProvider`'s. */
export const useDirection = (dir?: Direction): Direction => {
  const inherited = useContext(LocaleContext).dir
  return dir ?? inherited
}

/**
 * The key a horizontal widget should act on, written as if the page read left to right: in RTL
 * ArrowLeft means "forward" (ArrowRight) and ArrowRight means "back". Every other key is returned
 * as is. The one place arrow keys flip.
 */
export const arrowKeyFor = (key: string, dir: Direction): string => {
  if (dir !== 'rtl') return key
  if (key === 'ArrowLeft') return 'ArrowRight'
  if (key === 'ArrowRight') return 'ArrowLeft'
  return key
}

/**
 * What an arrow key means as a step: forward (1), back (-1) or none (0). ArrowDown/ArrowUp are
 * forward/back in both directions; ArrowRight/ArrowLeft flip through `arrowKeyFor`.
 */
export const arrowStep = (key: string, dir: Direction): 1 | -1 | 0 => {
  const logical = arrowKeyFor(key, dir)
  if (logical === 'ArrowDown' || logical === 'ArrowRight') return 1
  if (logical === 'ArrowUp' || logical === 'ArrowLeft') return -1
  return 0
}
