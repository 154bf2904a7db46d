import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { startTinyApi } from '../test/tiny-api.ts'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { Money, useMoney } from './useMoney.tsx'

const api = startTinyApi()
afterEach(cleanup)

function Prices() {
  const format = useMoney()
  return (
    <ul>
      <li>
        <Money amount="1234.50" />
      </li>
      <li>
        <Money amount="-12.00" />
      </li>
      <li>
        <Money amount="1234.50" digits="arab" />
      </li>
      <li>{format('0.00', { label: false })}</li>
    </ul>
  )
}

const texts = () => screen.getAllByRole('listitem').map((item) => item.textContent)

describe('useMoney and <Money>', () => {
  it('writes prices in English: the label before the amount', () => {
    render(
      <StorefrontProvider apiUrl={api.url} language="en">
        <Prices />
      </StorefrontProvider>,
    )
    expect(texts()).toEqual(['SAR\u00a01,234.50', '-SAR\u00a012.00', 'SAR\u00a0١٬٢٣٤٫٥٠', '0.00'])
  })

  it('writes prices in Arabic: the label after the amount, minus kept on the left', () => {
    render(
      <StorefrontProvider apiUrl={api.url} language="ar">
        <Prices />
      </StorefrontProvider>,
    )
    expect(texts()).toEqual([
      '1,234.50\u00a0ريال',
      '\u200e-12.00\u00a0ريال',
      '١٬٢٣٤٫٥٠\u00a0ريال',
      '0.00',
    ])
  })
})
