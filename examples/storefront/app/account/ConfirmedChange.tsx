import { Button, type ButtonProps, Dialog } from '@matjar/ui'
import { type ReactNode, useId } from 'react'
import { Form } from 'react-router'
import { useSubmitting } from './account-answer.tsx'
import { BackLink } from './BackLink.tsx'

/** A change the shopper confirms first (§8), posted to the route's action. */
export interface ConfirmedChange {
  /** The posted fields: `intent`, and what it names (`id`). */
  fields: { intent: string } & Record<string, string>
  title: string
  description: ReactNode
  /** The confirming button's words, and those of the one that changes nothing. */
  confirm: string
  keep: string
}

/** The change's form: its fields, the confirming button, then the one that changes nothing. */
function ChangeForm({ change, children }: { change: ConfirmedChange; children: ReactNode }) {
  const busy = useSubmitting(change.fields.intent)
  return (
    <Form method="post" preventScrollReset className="shop-account-actions">
      {Object.entries(change.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="primary" disabled={busy}>
        {change.confirm}
      </Button>
      {children}
    </Form>
  )
}

/**
 * The button that asks. Once the page runs JavaScript it opens a dialog holding the change's form;
 * without, it is the button of a GET form asking the page again with `ask` (`?confirm=cancel`),
 * where the page shows the same question as its own part (`ConfirmStep`).
 */
export function ConfirmButton({
  change,
  ask: [name, value],
  ...button
}: { change: ConfirmedChange; ask: readonly [string, string] } & ButtonProps) {
  const asking = useId()
  return (
    <>
      {/* Sent by the browser only: with JavaScript the dialog asks instead. */}
      <Form
        method="get"
        id={asking}
        hidden
        preventScrollReset
        onSubmit={(event) => event.preventDefault()}
      />
      <Dialog.Root>
        <Dialog.Trigger asChild>
          <Button
            variant="outline"
            {...button}
            type="submit"
            form={asking}
            name={name}
            value={value}
          />
        </Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Title>{change.title}</Dialog.Title>
          <Dialog.Description>{change.description}</Dialog.Description>
          <ChangeForm change={change}>
            <Dialog.Close asChild>
              <Button variant="outline">{change.keep}</Button>
            </Dialog.Close>
          </ChangeForm>
        </Dialog.Content>
      </Dialog.Root>
    </>
  )
}

/**
 * The dialog's question as a part of the page, for the page asked with `ConfirmButton`'s `ask`
 * (what a browser without JavaScript opens): the same words and form; the other choice is a link
 * `back` to the page without the question (`back`, a shop path as in English).
 */
export function ConfirmStep({
  change,
  back,
  heading: Heading = 'h2',
  className = 'shop-account-card',
}: {
  change: ConfirmedChange
  back: string
  heading?: 'h2' | 'h3'
  className?: string
}) {
  const title = useId()
  return (
    <section aria-labelledby={title} className={className}>
      <Heading id={title}>{change.title}</Heading>
      <p>{change.description}</p>
      <ChangeForm change={change}>
        <BackLink to={back}>{change.keep}</BackLink>
      </ChangeForm>
    </section>
  )
}
