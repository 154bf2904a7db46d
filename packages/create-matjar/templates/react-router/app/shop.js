import { languageOfPath } from '@matjar/core'
import { useLocation, useNavigate } from 'react-router'
import { shopIn } from './words.js'

/** The page's language: its address says it (`/ar/…` is Arabic, every other address English). */
export const useLanguage = () => languageOfPath(useLocation().pathname)

/** The page's language, the shop's words and addresses in it, and React Router's navigation. */
export const useShop = () => shopIn(useLanguage(), useNavigate())
