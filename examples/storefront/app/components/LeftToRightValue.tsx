/** Where the value goes in the message: a character no message or value contains. */
const PLACE = '\u0000'

/**
 * A message with one value in it kept whole and left to right (an order number, a path), so in
 * Arabic `/x` does not read `x/` and `MJ-1-A` does not swap its parts. `message` writes the text
 * around the placeholder it is given.
 */
export function LeftToRightValue({
  message,
  value,
  className,
}: {
  message: (placeholder: string) => string
  value: string
  className?: string
}) {
  const [before = '', after = ''] = message(PLACE).split(PLACE)
  return (
    <>
      {before}
      <bdi dir="ltr" className={className}>
        {value}
      </bdi>
      {after}
    </>
  )
}
