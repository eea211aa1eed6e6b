// One way for both apps to read their environment: a zod object schema, parsed with empty values
// counted as unset, errors naming each bad variable (never its value: some are secret), and a cache
// that re-parses only when one of the schema's variables changed (tests set process.env at runtime).

/**
 * @template {import('zod').ZodObject<any>} Schema
 * @param {Schema} schema
 * @param {string} hint where the variables are documented, named in the error
 */
export function environmentReader(schema, hint) {
  const keys = Object.keys(schema.shape)

  /**
   * @param {Record<string, string | undefined>} raw
   * @returns {import('zod').output<Schema>}
   */
  function parse(raw) {
    const present = Object.fromEntries(keys.map((key) => [key, raw[key]?.trim() ? raw[key] : undefined]))
    const parsed = schema.safeParse(present)
    if (parsed.success) return parsed.data
    const problems = parsed.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`)
    throw new Error(`Invalid environment (${hint}):\n${problems.join('\n')}`)
  }

  /** @type {{ fingerprint: string, env: import('zod').output<Schema> } | undefined} */
  let cached

  /** @returns {import('zod').output<Schema>} the settings of this process; call it where needed, never keep the result in a module constant */
  function read() {
    const fingerprint = JSON.stringify(keys.map((key) => process.env[key] ?? null))
    if (cached?.fingerprint !== fingerprint) cached = { fingerprint, env: parse(process.env) }
    return cached.env
  }

  return { parse, read }
}
