import type { promoCodes } from './schema.ts'

/**
 * The seed shop's promo codes (documented in examples/api/README.md). Values: basis points for a
 * percentage (1000 = 10 %), halalas when fixed.
 */
export const seedPromoCodes: (typeof promoCodes.$inferInsert)[] = [
  // Anyone, once per customer, on orders from 50.00.
  {
    code: 'WELCOME10',
    kind: 'percentage',
    value: 1_000,
    minimumOrder: 5_000,
    maxUsesPerCustomer: 1,
  },
  // 25.00 off orders from 150.00, as often as wanted.
  { code: 'SAVE25', kind: 'fixed', value: 2_500, minimumOrder: 15_000 },
  // Expired: shows the "expired" answer.
  {
    code: 'RAMADAN20',
    kind: 'percentage',
    value: 2_000,
    expiresAt: new Date('2026-03-20T00:00:00Z'),
  },
]
