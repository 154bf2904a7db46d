/** A message with its `{name}` placeholders filled in; a missing value leaves nothing. */
export const fillPlaceholders = (
  template: string,
  values: Record<string, string | number> = {},
): string => template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))
