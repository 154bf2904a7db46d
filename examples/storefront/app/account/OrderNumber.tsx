import { LeftToRightValue } from '../components/LeftToRightValue.tsx'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'

/** "Order MJ-261122-6BDEBV", the number whole: it does not break at its hyphens on a phone. */
export function OrderNumber({ number }: { number: string }) {
  const t = useT(shopMessages)
  return (
    <LeftToRightValue
      message={(placeholder) => t('orderNumber', { number: placeholder })}
      value={number}
      className="shop-nowrap"
    />
  )
}
