import { defineEndpoints } from './endpoint.ts'
import { successEnvelope } from './envelope.ts'
import { BAD_TOKEN, IDEMPOTENCY_CONFLICT, INVALID_INPUT, MALFORMED_BODY } from './failures.ts'
import { idempotencyHeadersSchema } from './idempotency.ts'
import { pageQuerySchema, paginated } from './pagination.ts'
import {
  pointsConversionRequestSchema,
  pointsConversionResultSchema,
  pointsSchema,
  pointsTransactionSchema,
} from './points.ts'

export const pointsEndpoints = defineEndpoints({
  getPoints: {
    method: 'GET',
    path: '/auth/points',
    access: 'customer',
    summary: "The customer's points, their worth, and the conversion rate.",
    response: successEnvelope(pointsSchema),
    errors: BAD_TOKEN,
    tag: 'Points',
  },
  listPointsTransactions: {
    method: 'GET',
    path: '/auth/points/transactions',
    access: 'customer',
    summary: 'Points earned, reversed and converted, newest first.',
    query: pageQuerySchema,
    response: successEnvelope(paginated(pointsTransactionSchema)),
    errors: { ...BAD_TOKEN, ...INVALID_INPUT },
    tag: 'Points',
  },
  convertPoints: {
    method: 'POST',
    path: '/auth/points/convert',
    access: 'customer',
    summary: 'Turns points into wallet balance at the current rate.',
    headers: idempotencyHeadersSchema,
    body: pointsConversionRequestSchema,
    response: successEnvelope(pointsConversionResultSchema),
    errors: {
      ...MALFORMED_BODY,
      ...BAD_TOKEN,
      ...IDEMPOTENCY_CONFLICT,
      422: 'Fewer points than the minimum conversion, more than the customer has, or the Idempotency-Key was used with another body.',
    },
    tag: 'Points',
  },
})
