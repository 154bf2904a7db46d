/**
 * Text from the API (a blog post, a content page) as paragraphs. The API sends plain text, never
 * HTML, with paragraphs separated by a blank line; React escapes every character, so nothing in it
 * can become markup or script.
 */
export function PlainText({ text }: { text: string }) {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  return (
    <div className="shop-prose">
      {paragraphs.map((paragraph, index) => (
        // Paragraphs have no identity of their own; their order is fixed for a given text.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  )
}
