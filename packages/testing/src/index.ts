export type { Call, Handler, Handlers, Reply } from './backend/handler.ts'
export {
  createMemoryBackend,
  type MemoryBackend,
  type MemoryBackendOptions,
} from './backend/memory-backend.ts'
export type { CartRecord, CustomerRecord, OrderRecord, ShopState } from './backend/state.ts'
export type { Bilingual } from './fixtures/bilingual.ts'
export type {
  FixtureBrand,
  FixtureCategory,
  FixtureProduct,
  FixtureReview,
  FixtureSelection,
} from './fixtures/catalogue.ts'
export { fixtures } from './fixtures/fixtures.ts'
export { type SampleData, sampleData } from './fixtures/sample-data.ts'
export type { FixtureBlog, FixtureBranch, FixturePage, FixturePromoCode } from './fixtures/shop.ts'
export {
  createTestStorefront,
  type StartingLine,
  type TestStorefront,
  type TestStorefrontOptions,
} from './test-storefront.ts'
