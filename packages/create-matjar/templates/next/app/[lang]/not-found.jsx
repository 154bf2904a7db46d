'use client'
import { useParams } from 'next/navigation'
import { Trouble } from '../views/Trouble.jsx'

// A product or page that is not there, in the page's language.
export default function NotFound() {
  const { lang } = useParams()
  return <Trouble language={lang === 'ar' ? 'ar' : 'en'} missing />
}
