import { useStorefront } from '@matjar/react'
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useState } from 'react'
import { Form, useNavigate } from 'react-router'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { useShopPath } from './ShopLink.tsx'

/** Typing pauses this long before the shop is asked (one request per pause, not per key). */
const DEBOUNCE_MS = 250
/** Fewer letters than this suggest too much to help. */
const MIN_LETTERS = 2

interface Suggestion {
  id: string
  label: string
  kind: 'category' | 'product'
  to: string
}

/** Suggestions for the words typed, stale answers dropped, asked once typing pauses. */
function useSuggestions(text: string): Suggestion[] {
  const storefront = useStorefront()
  const [found, setFound] = useState<Suggestion[]>([])
  useEffect(() => {
    const q = text.trim()
    if (q.length < MIN_LETTERS) {
      setFound([])
      return
    }
    let current = true
    const timer = setTimeout(() => {
      storefront.client
        .call('searchSuggestions', { query: { q } })
        .then(({ data }) => {
          if (!current) return
          setFound([
            ...data.categories.map((c) => ({
              id: `c${c.id}`,
              label: c.name,
              kind: 'category' as const,
              to: `/products/${c.path}`,
            })),
            ...data.products.map((p) => ({
              id: `p${p.id}`,
              label: p.name,
              kind: 'product' as const,
              to: `/product/${p.id}`,
            })),
          ])
        })
        // A suggestion that does not come is no error: the search itself still works.
        .catch(() => current && setFound([]))
    }, DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [storefront, text])
  return found
}

/**
 * The header's search: a form that opens the product listing with `?q=` (it works before the
 * page's scripts load), and, once they have, a combobox suggesting categories and products as
 * the shopper types (WAI-ARIA combobox with a list popup: arrows move, Enter opens, Escape closes).
 */
export function HeaderSearch() {
  const t = useT(shopMessages)
  const shopPath = useShopPath()
  const navigate = useNavigate()
  const listId = useId()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const suggestions = useSuggestions(text)
  const shown = open && suggestions.length > 0
  const optionId = (i: number) => `${listId}-${i}`

  // A new list starts with nothing chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list changing is the trigger
  useEffect(() => setActive(-1), [suggestions])

  const go = (suggestion: Suggestion) => {
    setOpen(false)
    navigate(shopPath(suggestion.to))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = suggestions.length - 1
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault()
      setOpen(true)
      setActive(active >= last ? 0 : active + 1)
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault()
      setOpen(true)
      setActive(active <= 0 ? last : active - 1)
    } else if (event.key === 'Escape' && shown) {
      // The first Escape closes the list; the next one clears the box (the search input's own).
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    } else if (event.key === 'Enter' && shown && suggestions[active]) {
      event.preventDefault()
      go(suggestions[active])
    }
  }

  // Prop getters: the list and its options, as the combobox pattern wants them.
  const listProps = {
    id: listId,
    role: 'listbox' as const,
    'aria-label': t('searchSuggestions'),
    hidden: !shown,
  }
  const optionProps = (suggestion: Suggestion, i: number) => ({
    id: optionId(i),
    role: 'option' as const,
    tabIndex: -1,
    'aria-selected': i === active,
    'data-kind': suggestion.kind,
    // Chosen before the input loses focus (which closes the list).
    onMouseDown: (event: MouseEvent) => {
      event.preventDefault()
      go(suggestion)
    },
  })

  return (
    <search className="shop-search">
      <Form action={shopPath('/products')} method="get" onSubmit={() => setOpen(false)}>
        <input
          type="search"
          name="q"
          role="combobox"
          autoComplete="off"
          aria-label={t('search')}
          aria-autocomplete="list"
          aria-controls={listId}
          aria-expanded={shown}
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          placeholder={t('searchHint')}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
      </Form>
      <ul {...listProps}>
        {suggestions.map((suggestion, i) => (
          <li key={suggestion.id} {...optionProps(suggestion, i)}>
            {suggestion.label}
            {suggestion.kind === 'category' ? (
              <span className="shop-suggestion-kind"> · {t('suggestedCategory')}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <span className="matjar-visually-hidden" role="status">
        {shown ? t('suggestionCount', { count: suggestions.length }) : ''}
      </span>
    </search>
  )
}
