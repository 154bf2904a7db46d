import { useColorMode, useLocale } from '@matjar/react'
import { useEffect, useRef, useState } from 'react'
import { authMessages } from '../messages/auth.ts'
import { useT } from '../messages/use-t.ts'

/** Google Identity Services: the script that draws the button and hands back an ID token. */
const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client'

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string
        callback: (response: { credential: string }) => void
        ux_mode?: 'popup' | 'redirect'
      }): void
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void
    }
  }
}

declare global {
  interface Window {
    google?: GoogleIdentity
  }
}

// One script for the page, added the first time a button needs it (never on other pages).
let loading: Promise<GoogleIdentity> | undefined
const loadGoogle = () => {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = GOOGLE_SCRIPT_URL
    script.async = true
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('no google')))
    script.onerror = () => {
      loading = undefined
      script.remove()
      reject(new Error(`${GOOGLE_SCRIPT_URL} did not load`))
    }
    document.head.append(script)
  })
  return loading
}

export interface GoogleSignInProps {
  /** The shop's Google OAuth client id; without one nothing renders and no script loads. */
  clientId: string | null
  /** Receives the ID token Google gives for the shopper who chose an account. */
  onCredential: (idToken: string) => void
}

/**
 * "Sign in with Google" (spec §1), when the shop has a Google client id. The button is Google's
 * own, drawn by its script in the page's language and colour mode; the place it takes is kept
 * from the server render on, so nothing below it moves when it arrives. If the script cannot load (blocked,
 * offline), the section goes away and the email form stays the way in.
 */
export function GoogleSignIn({ clientId, onCredential }: GoogleSignInProps) {
  const { language } = useLocale()
  const { mode: colorMode } = useColorMode()
  const box = useRef<HTMLDivElement>(null)
  const latest = useRef(onCredential)
  latest.current = onCredential
  const [unavailable, setUnavailable] = useState(false)
  const t = useT(authMessages)
  useEffect(() => {
    if (!clientId) return
    let live = true
    loadGoogle().then(
      (google) => {
        const parent = box.current
        if (!live || !parent) return
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => latest.current(response.credential),
          ux_mode: 'popup',
        })
        parent.replaceChildren()
        google.accounts.id.renderButton(parent, {
          type: 'standard',
          theme: colorMode === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'pill',
          locale: language,
          width: Math.min(400, Math.max(200, parent.clientWidth)),
        })
      },
      () => {
        if (live) setUnavailable(true)
      },
    )
    return () => {
      live = false
    }
  }, [clientId, language, colorMode])
  if (!clientId || unavailable) return null
  return (
    <div className="shop-google">
      <p className="shop-or">{t('or')}</p>
      <div ref={box} className="shop-google-button" data-google-client-id={clientId} />
    </div>
  )
}
