import { useEffect, useState } from 'react'

/**
 * What the shopper chose at checkout (who, where to, which branch, how to pay), kept in this tab
 * while a card payment goes on at the provider's page: a payment cancelled or declined brings the
 * shopper back to a cart whose lines the API restored, and the form as they left it.
 */
export interface CheckoutChoice {
  name: string
  email: string
  phone: string
  deliverTo: string
  city: string
  details: string
  branch: string
  payment: string
}

const KEY = 'matjar.checkout-choice'

/** Kept when the shopper leaves for the card page (sessionStorage: this tab only). */
export const keepCheckoutChoice = (choice: CheckoutChoice) => {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(choice))
  } catch {
    // Storage refused (private mode, full): the form simply starts afresh.
  }
}

/** Forgotten once the order is paid (or placed without a card). */
export const forgetCheckoutChoice = () => {
  try {
    sessionStorage.removeItem(KEY)
  } catch {}
}

const keptChoice = (): CheckoutChoice | null => {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as unknown
    return kept && typeof kept === 'object' ? (kept as CheckoutChoice) : null
  } catch {
    return null
  }
}

/**
 * The kept choice, read after the page has hydrated (the server cannot know it), or null. The
 * form is keyed on it so its fields start from it.
 */
export const useKeptCheckoutChoice = () => {
  const [choice, setChoice] = useState<CheckoutChoice | null>(null)
  useEffect(() => setChoice(keptChoice()), [])
  return choice
}

/** What a checkout form holds now, as a choice to keep. */
export const choiceOf = (form: FormData, deliverTo: string): CheckoutChoice => {
  const text = (name: string) => String(form.get(name) ?? '')
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    deliverTo,
    city: text('city'),
    details: text('details'),
    branch: text('branch'),
    payment: text('payment'),
  }
}
