import type { User } from '@matjar/core/contract'
import type { Customer } from './sessions.ts'

/** A customer as the contract's `User`. */
export const toUser = (customer: Customer): User => ({
  id: customer.id,
  user_name: customer.userName,
  first_name: customer.firstName,
  last_name: customer.lastName,
  email: customer.email,
  phone: customer.phone,
  avatar: customer.avatar,
  email_verified: customer.emailVerified,
  created_at: customer.createdAt.toISOString(),
})
