import { type AddressRequest, MAX_ID } from '@matjar/core/contract'
import { and, desc, eq, ne } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Customer } from '../accounts/sessions.ts'
import type { Database } from '../db/connect.ts'
import { retryingTransaction } from '../db/retrying-transaction.ts'
import { addresses } from '../db/schema.ts'
import { isUniqueViolation } from '../db/sql-state.ts'
import { ApiError, fieldError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import { serve } from '../http/serve.ts'
import { translate } from '../messages/translate.ts'
import { columnsOf, toAddress } from './address-view.ts'
import { checkPlaces, readPlaces, withPlaceNames } from './places.ts'

/** The customer's delivery addresses (spec §3, §5). Another customer's address is a 404. */
export function addressRoutes(db: Database) {
  const routes = new Hono<AppEnv>()

  serve(routes, 'listAddresses', async (c) => {
    const customer = c.get('customer')
    const rows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, customer.id))
      .orderBy(desc(addresses.isDefault), addresses.id)
    const book = await readPlaces(db)
    const language = c.get('language')
    return { message: '', data: rows.map((row) => withPlaceNames(book, toAddress(row), language)) }
  })

  // Saving an address as the default makes it the only default, in the same transaction.
  const save = async (customer: Customer, body: AddressRequest, id?: number) => {
    checkPlaces(await readPlaces(db), body)
    const values = columnsOf(body)
    try {
      return await retryingTransaction(db, async (tx) => {
        const [row] =
          id === undefined
            ? await tx
                .insert(addresses)
                .values({ ...values, customerId: customer.id })
                .returning()
            : await tx
                .update(addresses)
                .set(values)
                .where(and(eq(addresses.id, id), eq(addresses.customerId, customer.id)))
                .returning()
        if (!row) throw new ApiError(404, 'addressNotFound')
        if (row.isDefault) {
          await tx
            .update(addresses)
            .set({ isDefault: false })
            .where(and(eq(addresses.customerId, customer.id), ne(addresses.id, row.id)))
        }
        return row
      })
    } catch (error) {
      // The customer already has an address of that name.
      if (isUniqueViolation(error)) throw fieldError(409, 'addressNameTaken', 'name')
      throw error
    }
  }

  serve(routes, 'createAddress', async (c, { body }) => {
    const language = c.get('language')
    const row = await save(c.get('customer'), body)
    const named = withPlaceNames(await readPlaces(db), toAddress(row), language)
    return { message: translate(language, 'addressSaved'), data: named }
  })

  serve(routes, 'updateAddress', async (c, { params: { id }, body }) => {
    const language = c.get('language')
    if (id > MAX_ID) throw new ApiError(404, 'addressNotFound')
    const row = await save(c.get('customer'), body, id)
    const named = withPlaceNames(await readPlaces(db), toAddress(row), language)
    return { message: translate(language, 'addressSaved'), data: named }
  })

  serve(routes, 'deleteAddress', async (c, { params: { id } }) => {
    const customer = c.get('customer')
    if (id > MAX_ID) throw new ApiError(404, 'addressNotFound')
    const deleted = await db
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.customerId, customer.id)))
      .returning({ id: addresses.id })
    if (deleted.length === 0) throw new ApiError(404, 'addressNotFound')
    return { message: translate(c.get('language'), 'addressDeleted'), data: null }
  })

  return routes
}
