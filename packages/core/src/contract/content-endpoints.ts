import * as z from 'zod/mini'
import { blogSchema, blogSummarySchema } from './blog.ts'
import { contactMessageRequestSchema } from './contact.ts'
import { defineEndpoints } from './endpoint.ts'
import { successEnvelope } from './envelope.ts'
import { BAD_OPTIONAL_TOKEN, INVALID_INPUT, RATE_LIMITED } from './failures.ts'
import { slugParamsSchema } from './identifiers.ts'
import { pageSchema } from './page.ts'
import { pageQuerySchema, paginated } from './pagination.ts'

/** Blogs, content pages and the contact form. */
export const contentEndpoints = defineEndpoints({
  listBlogs: {
    method: 'GET',
    path: '/data/blogs',
    access: 'public',
    summary: 'Blog posts, newest first.',
    query: pageQuerySchema,
    response: successEnvelope(paginated(blogSummarySchema)),
    errors: { ...BAD_OPTIONAL_TOKEN, ...INVALID_INPUT },
    tag: 'Content',
  },
  getBlog: {
    method: 'GET',
    path: '/data/blogs/{slug}',
    access: 'public',
    summary: 'One blog post.',
    params: slugParamsSchema,
    response: successEnvelope(blogSchema),
    errors: { ...BAD_OPTIONAL_TOKEN, ...INVALID_INPUT, 404: 'No such post.' },
    tag: 'Content',
  },
  getPage: {
    method: 'GET',
    path: '/data/pages/{slug}',
    access: 'public',
    summary: 'A content page: `about`, `services`, `terms`, `privacy` …',
    params: slugParamsSchema,
    response: successEnvelope(pageSchema),
    errors: { ...BAD_OPTIONAL_TOKEN, ...INVALID_INPUT, 404: 'No such page.' },
    tag: 'Content',
  },
  sendContactMessage: {
    method: 'POST',
    path: '/actions/contact',
    access: 'public',
    summary: 'Sends the contact form, with up to 5 attachments (JPG, PNG or PDF, 2 MB each).',
    body: contactMessageRequestSchema,
    multipart: true,
    response: successEnvelope(z.null()),
    errors: {
      ...BAD_OPTIONAL_TOKEN,
      400: 'The body is not multipart/form-data.',
      413: 'The request is larger than the attachments allow.',
      422: 'A field is invalid, or an attachment is too large or of another type.',
      ...RATE_LIMITED,
    },
    tag: 'Content',
  },
})
