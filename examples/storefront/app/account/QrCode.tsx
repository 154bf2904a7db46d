import { encode } from 'uqr'

/**
 * A QR code drawn as SVG squares from its modules (no markup from a string). The invoice uses it
 * for the ZATCA payload, which scanners read back as the seller, VAT number, time, total and VAT.
 */
export function QrCode({
  value,
  label,
  size = 160,
}: {
  value: string
  label: string
  size?: number
}) {
  const { data } = encode(value, { ecc: 'M', border: 2 })
  const count = data.length
  let path = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      shapeRendering="crispEdges"
      className="shop-qr"
      data-qr={value}
    >
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
