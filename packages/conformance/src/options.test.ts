import { describe, expect, it } from 'vitest'
import { readOptions } from './options.ts'

describe('readOptions', () => {
  it('takes the API URL and a test account', () => {
    const options = readOptions([
      'http://127.0.0.1:4000',
      '--email',
      'a@b.example',
      '--password',
      'Secret#123',
    ])
    expect(options).toMatchObject({
      run: {
        apiUrl: 'http://127.0.0.1:4000',
        account: { email: 'a@b.example', password: 'Secret#123' },
      },
      reportDir: 'conformance-report',
      verbose: false,
    })
  })

  it('signs a customer up when told where the code can be read', () => {
    const options = readOptions([
      'https://api.shop.example',
      '--mail-outbox',
      '/tmp/outbox',
      '--signup-email-domain',
      'shop.example',
    ])
    expect(options).toMatchObject({ run: { account: { signUp: { emailDomain: 'shop.example' } } } })
  })

  it('limits the run to families or endpoints of the contract with --only', () => {
    expect(readOptions(['http://a', '--only', 'catalogue,cart'])).toMatchObject({
      run: { only: ['catalogue', 'cart'] },
    })
    expect(readOptions(['http://a', '--only', 'Cart, getProduct'])).toMatchObject({
      run: { only: ['Cart', 'getProduct'] },
    })
    expect(readOptions(['http://a'])).not.toHaveProperty('run.only')
    expect(readOptions(['http://a', '--only', 'catalogue,basket'])).toMatch(
      /^--only: "basket" is neither a family of the contract \(cart, checkout, account, addresses, wishlist, orders, wallet, points, catalogue, shop, content, staff\) nor an endpoint's name/,
    )
  })

  it('says what is wrong with the command line', () => {
    expect(readOptions([])).toBe('Give one API URL, e.g. conformance http://127.0.0.1:4000')
    expect(readOptions(['ftp://shop'])).toBe('Not an http(s) URL: ftp://shop')
    expect(readOptions(['http://a', '--email', 'x@y.z'])).toBe('--email and --password go together')
    expect(readOptions(['http://a', '--token', 't', '--mail-outbox', 'm'])).toBe(
      'Choose one of --token, --email/--password, --mail-outbox, --signup-code-command',
    )
    expect(readOptions(['http://a', '--timeout', 'soon'])).toBe(
      '--timeout takes milliseconds, not soon',
    )
    expect(readOptions(['http://a', '--colour'])).toMatch(/Unknown option '--colour'/)
    expect(readOptions(['--help'])).toBe('help')
  })
})
