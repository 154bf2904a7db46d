const PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g

/** The names of the `{name}` parts of a path, in order: `/auth/orders/{id}` → `['id']`. */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(PARAM)].map((match) => match[1] ?? '')

/**
 * Writes the values into the `{name}` parts of a path, each encoded as one URL segment.
 * A missing value is a programming error, so it throws rather than calling a wrong URL.
 */
export const fillPath = (path: string, params: Readonly<Record<string, unknown>> = {}): string =>
  path.replace(PARAM, (_, name: string) => {
    const value = params[name]
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`The path ${path} needs a value for {${name}}`)
    }
    return encodeURIComponent(String(value))
  })
