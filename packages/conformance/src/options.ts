import { parseArgs } from 'node:util'
import type { ConformanceOptions } from './run.ts'
import { codeFromCommand, codeFromOutbox } from './signup-code.ts'
import { FAMILIES, selectEndpoints } from './suite/select.ts'

export const USAGE = `Usage: conformance <api-url> [options]

Checks a Storefront API against the Matjar contract from outside and reports, per endpoint and
per rule, what conforms. Exits 0 when everything checked conforms, 1 when a check fails, 2 when
the API cannot be reached or the options are wrong.

A test customer (for the cart, wishlist, addresses, logout … of a signed-in customer); without
one those checks are skipped:
  --token <token>                 a session token of a test account (the kit never ends it)
  --email <email> --password <p>  a test account to sign in with (and out at the end)
  --mail-outbox <dir>             sign a new customer up each run, reading the mailed code from
                                  a folder of JSON mails (the reference API's MAIL_OUTBOX_DIR)
  --signup-code-command <cmd>     sign a new customer up each run; <cmd> runs with
                                  MATJAR_SIGNUP_EMAIL set and prints the code mailed to it
  --signup-email-domain <domain>  the sign-up address's domain (example.com)

The shop's back office (its staff's calls), checked only with:
  --staff-token <token>           the staff's token, sent as X-Admin-Token

A backend that serves part of the contract:
  --only <names>                  check only these families of calls, or calls by name,
                                  separated by commas (e.g. --only catalogue,cart); no other
                                  call is made. Families, as the API reference groups them:
                                  ${FAMILIES.slice(0, 6).join(', ')},
                                  ${FAMILIES.slice(6).join(', ')}

Output:
  --report-dir <dir>              where report.json and junit.xml are written
                                  (./conformance-report)
  --verbose                       list every skipped check
  --timeout <ms>                  time allowed to one call (15000)
  -h, --help                      this text
`

export interface CliOptions {
  run: ConformanceOptions
  reportDir: string
  verbose: boolean
}

/** Reads the command line; a string is a usage error to print. */
export function readOptions(args: string[]): CliOptions | 'help' | string {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(args)
  } catch (error) {
    return (error as Error).message
  }
  const { values, positionals } = parsed
  if (values.help) return 'help'
  const [apiUrl, ...extra] = positionals
  if (!apiUrl || extra.length > 0) return 'Give one API URL, e.g. conformance http://127.0.0.1:4000'
  if (!URL.canParse(apiUrl) || !/^https?:$/.test(new URL(apiUrl).protocol)) {
    return `Not an http(s) URL: ${apiUrl}`
  }
  const timeoutMs = values.timeout === undefined ? undefined : Number(values.timeout)
  if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs > 0)) {
    return `--timeout takes milliseconds, not ${values.timeout}`
  }
  if ((values.email === undefined) !== (values.password === undefined)) {
    return '--email and --password go together'
  }
  const ways = [values.token, values.email, values['mail-outbox'], values['signup-code-command']]
  if (ways.filter((way) => way !== undefined).length > 1) {
    return 'Choose one of --token, --email/--password, --mail-outbox, --signup-code-command'
  }
  const domain = values['signup-email-domain']
  const signUp = (code: (email: string) => Promise<string>) => ({
    signUp: { code, ...(domain ? { emailDomain: domain } : {}) },
  })
  const account = values.token
    ? { token: values.token }
    : values.email && values.password
      ? { email: values.email, password: values.password }
      : values['mail-outbox']
        ? signUp(codeFromOutbox(values['mail-outbox']))
        : values['signup-code-command']
          ? signUp(codeFromCommand(values['signup-code-command']))
          : undefined
  const staff = values['staff-token']
  const only = values.only?.split(',').map((word) => word.trim())
  if (only) {
    const selected = selectEndpoints(only)
    if (typeof selected === 'string') return selected
  }
  return {
    run: {
      apiUrl,
      ...(account ? { account } : {}),
      ...(staff ? { staffToken: staff } : {}),
      ...(timeoutMs ? { timeoutMs } : {}),
      ...(only ? { only } : {}),
    },
    reportDir: values['report-dir'] ?? 'conformance-report',
    verbose: values.verbose ?? false,
  }
}

const parse = (args: string[]) =>
  parseArgs({
    args,
    allowPositionals: true,
    options: {
      token: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      'mail-outbox': { type: 'string' },
      'signup-code-command': { type: 'string' },
      'signup-email-domain': { type: 'string' },
      'staff-token': { type: 'string' },
      only: { type: 'string' },
      'report-dir': { type: 'string' },
      timeout: { type: 'string' },
      verbose: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
