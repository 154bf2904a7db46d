import {
  type Address,
  addressRequestSchema,
  endpoints,
  idParamsSchema,
} from '@matjar/core/contract'
import { and, desc, eq, ne } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Customer } from '../accounts/sessions.ts'
import type { Database } from '../db/connect.ts'
import { addresses } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { requireCustomer } from '../http/customer.ts'
import type { AppEnv } from '../http/env.ts'
import { smallJsonBody } from '../http/guards.ts'
import { type Language, translate } from '../http/messages.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import { retryingTransaction } from '../money/retrying-transaction.ts'

type Row = typeof addresses.$inferSelect

export const toAddress = (row: Row): Address => ({
  id: row.id,
  name: row.name,
  type: row.type,
  country: row.country,
  state: row.state,
  city: row.city,
  street: row.street,
  block: row.block,
  avenue: row.avenue,
  floor: row.floor,
  apartment_number: row.apartmentNumber,
  zip_code: row.zipCode,
  phone: row.phone,
  company_name: row.companyName,
  details: row.details,
  message_to_store: row.messageToStore,
  is_default: row.isDefault,
})

type AddressForm = ReturnType<typeof addressRequestSchema.parse>

const columnsOf = (body: AddressForm) => ({
  name: body.name,
  type: body.type,
  country: body.country,
  state: body.state,
  city: body.city,
  street: body.street || null,
  block: body.block || null,
  avenue: body.avenue || null,
  floor: body.floor || null,
  apartmentNumber: body.apartment_number || null,
  zipCode: body.zip_code || null,
  phone: body.phone,
  companyName: body.company_name || null,
  details: body.details,
  messageToStore: body.message_to_store || null,
  isDefault: body.is_default ?? false,
})

/** PostgreSQL's unique_violation: the customer already has an address of that name. */
const isDuplicateName = (error: unknown): boolean => {
  const code = error as { code?: string; cause?: { code?: string } }
  return code.code === '23505' || code.cause?.code === '23505'
}

const nameTaken = (language: Language) =>
  new ApiError(409, 'addressNameTaken', { name: [translate('addressNameTaken', language)] })

/** The customer's delivery addresses (spec §3, §5). Another customer's address is a 404. */
export function addressRoutes(db: Database) {
  const routes = new Hono<AppEnv>()
  routes.use('/auth/addresses', requireCustomer)
  routes.use('/auth/addresses/*', requireCustomer)

  routes.get(endpoints.listAddresses.path, async (c) => {
    const customer = c.get('customer') as Customer
    const rows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, customer.id))
      .orderBy(desc(addresses.isDefault), addresses.id)
    return c.json({ message: '', data: rows.map(toAddress) })
  })

  // Saving an address as the default makes it the only default, in the same transaction.
  const save = async (customer: Customer, body: AddressForm, language: Language, id?: number) => {
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
      if (isDuplicateName(error)) throw nameTaken(language)
      throw error
    }
  }

  routes.post(endpoints.createAddress.path, smallJsonBody, async (c) => {
    const language = c.get('language')
    const body = parseInput(addressRequestSchema, await readJsonBody(c), language)
    const row = await save(c.get('customer') as Customer, body, language)
    return c.json({ message: translate('addressSaved', language), data: toAddress(row) }, 201)
  })

  routes.put('/auth/addresses/:id', smallJsonBody, async (c) => {
    const language = c.get('language')
    const { id } = parseInput(idParamsSchema, { id: Number(c.req.param('id')) }, language)
    if (id > 2_147_483_647) throw new ApiError(404, 'addressNotFound')
    const body = parseInput(addressRequestSchema, await readJsonBody(c), language)
    const row = await save(c.get('customer') as Customer, body, language, id)
    return c.json({ message: translate('addressSaved', language), data: toAddress(row) })
  })

  routes.delete('/auth/addresses/:id', async (c) => {
    const language = c.get('language')
    const customer = c.get('customer') as Customer
    const { id } = parseInput(idParamsSchema, { id: Number(c.req.param('id')) }, language)
    if (id > 2_147_483_647) throw new ApiError(404, 'addressNotFound')
    const deleted = await db
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.customerId, customer.id)))
      .returning({ id: addresses.id })
    if (deleted.length === 0) throw new ApiError(404, 'addressNotFound')
    return c.json({ message: translate('addressDeleted', language), data: null })
  })

  return routes
}
