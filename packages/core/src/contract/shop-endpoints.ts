import * as z from 'zod/mini'
import { branchSchema } from './branch.ts'
import { defineEndpoints } from './endpoint.ts'
import { successEnvelope } from './envelope.ts'
import { BAD_OPTIONAL_TOKEN } from './failures.ts'
import { homeSchema } from './home.ts'
import { placesSchema } from './place.ts'
import { shopSettingsSchema } from './settings.ts'

export const shopEndpoints = defineEndpoints({
  getHome: {
    method: 'GET',
    path: '/data/home',
    access: 'public',
    summary: 'The sections of the home page, in order.',
    response: successEnvelope(homeSchema),
    errors: BAD_OPTIONAL_TOKEN,
    tag: 'Shop',
  },
  getShopSettings: {
    method: 'GET',
    path: '/data/settings',
    access: 'public',
    summary: 'Currency, VAT, shipping costs, points rates and contact details.',
    response: successEnvelope(shopSettingsSchema),
    errors: { ...BAD_OPTIONAL_TOKEN, 404: 'The shop has no settings yet (an empty database).' },
    tag: 'Shop',
  },
  listPlaces: {
    method: 'GET',
    path: '/data/places',
    access: 'public',
    summary:
      "The countries, regions and cities an address may name: identifiers, named in the request's language.",
    response: successEnvelope(placesSchema),
    errors: BAD_OPTIONAL_TOKEN,
    tag: 'Shop',
  },
  listBranches: {
    method: 'GET',
    path: '/data/branches',
    access: 'public',
    summary: 'The branches (Jizan, Riyadh) with address and opening hours.',
    response: successEnvelope(z.array(branchSchema)),
    errors: BAD_OPTIONAL_TOKEN,
    tag: 'Shop',
  },
})
