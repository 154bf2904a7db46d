/**
 * The shop's content screens: blogs, content pages and the contact form.
 */
const en = {
  noBlogs: 'No posts yet. Come back soon, or browse the products meanwhile.',
  publishedOn: 'Published {date}',
  updatedOn: 'Last updated {date}',
  backToBlogs: 'All posts',
  name: 'Your name',
  message: 'Message',
  attachments: 'Attachments (JPG, PNG or PDF, at most 2 MB each, up to 5)',
  removeFile: 'Remove {name}',
  send: 'Send message',
}

export type ContentMessageKey = keyof typeof en

export default en
