'use client'
import { useLocale } from '@matjar/react'
import { useRouter } from 'next/navigation'
import { shopIn } from './words.js'

/** The page's language (the provider's, from the address), the shop's words, Next's navigation. */
export function useShop() {
  const { language } = useLocale()
  const router = useRouter()
  return shopIn(language, router.push)
}
