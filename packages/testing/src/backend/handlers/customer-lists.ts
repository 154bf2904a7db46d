import { withPlaceNames } from '../../fixtures/places.ts'
import { productCard } from '../../fixtures/views.ts'
import { addressFields, checkPlaces, type StoredAddress } from '../address-fields.ts'
import type { Handlers } from '../handler.ts'
import { ShopError } from '../http.ts'
import { say } from '../messages.ts'
import { pageOf } from '../pages.ts'
import type { CustomerRecord } from '../state.ts'

const addressOf = (customer: CustomerRecord, id: number): StoredAddress => {
  const address = customer.addresses.find((candidate) => candidate.id === id)
  if (!address) throw new ShopError(404, 'addressNotFound')
  return address
}

const nameTaken = (customer: CustomerRecord, name: string, except?: number) => {
  const taken = customer.addresses.some(
    (address) => address.id !== except && address.name.toLowerCase() === name.toLowerCase(),
  )
  if (taken) throw new ShopError(409, 'addressNameTaken', { name: 'addressNameTaken' })
}

/** The default first; making one the default unmakes the others. */
const keepOneDefault = (customer: CustomerRecord, chosen: StoredAddress) => {
  if (chosen.is_default || customer.addresses.length === 1) {
    for (const address of customer.addresses) address.is_default = address === chosen
  }
  customer.addresses.sort((a, b) => Number(b.is_default) - Number(a.is_default))
}

/** The customer's addresses and wishlist. */
export const customerListHandlers: Handlers = {
  listAddresses: ({ customer, language }) => ({
    data: customer!.addresses.map((address) => withPlaceNames(address, language)),
  }),

  createAddress: ({ customer, shop, body, language }) => {
    checkPlaces(body)
    nameTaken(customer!, body.name)
    const address: StoredAddress = { id: shop.nextId(), ...addressFields(body) }
    customer!.addresses.push(address)
    keepOneDefault(customer!, address)
    return { message: say(language, 'addressAdded'), data: withPlaceNames(address, language) }
  },

  updateAddress: ({ customer, params, body, language }) => {
    const address = addressOf(customer!, params.id)
    checkPlaces(body)
    nameTaken(customer!, body.name, address.id)
    Object.assign(address, addressFields(body))
    keepOneDefault(customer!, address)
    return { message: say(language, 'addressEdited'), data: withPlaceNames(address, language) }
  },

  deleteAddress: ({ customer, params, language }) => {
    const address = addressOf(customer!, params.id)
    customer!.addresses.splice(customer!.addresses.indexOf(address), 1)
    return { message: say(language, 'addressDeleted'), data: null }
  },

  listWishlist: ({ customer, shop, query, language }) => {
    const cards = customer!.wishlist.flatMap((id) => {
      const product = shop.products.find((candidate) => candidate.id === id)
      return product ? [productCard(product, language, true)] : []
    })
    return { data: pageOf(cards, query) }
  },

  toggleWishlist: ({ customer, shop, body, language }) => {
    if (!shop.products.some((product) => product.id === body.product_id)) {
      throw new ShopError(404, 'productNotFound')
    }
    const list = customer!.wishlist
    const added = !list.includes(body.product_id)
    customer!.wishlist = added
      ? [body.product_id, ...list]
      : list.filter((id) => id !== body.product_id)
    // The data's message keeps the English words spec §7 reads ("added" / "removed").
    return {
      message: say(language, added ? 'wishlistAdded' : 'wishlistRemoved'),
      data: { message: added ? 'Product added to wishlist' : 'Product removed from wishlist' },
    }
  },
}
