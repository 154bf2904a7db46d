'use client'
import { useParams } from 'next/navigation'
import { Trouble } from '../views/Trouble.jsx'

// Any other failure of a page: said in the page's language, with Try again (Next's `reset`),
// instead of Next's bare error page. The API not answering is shown by the pages themselves.
export default function PageError({ reset }) {
  const { lang } = useParams()
  return <Trouble language={lang === 'ar' ? 'ar' : 'en'} retry={reset} />
}
