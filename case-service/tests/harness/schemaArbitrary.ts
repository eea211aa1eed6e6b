import fc from 'fast-check'

/** The subset of JSON Schema 2020-12 the case service's OpenAPI document uses for its inputs. */
export type JsonSchema = {
  type?: string | string[]
  const?: unknown
  enum?: unknown[]
  anyOf?: JsonSchema[]
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
}

/** Keeps generated arrays and free strings small: the fuzzer wants many requests, not big ones. */
const MAX_FREE_LENGTH = 40
const MAX_ITEMS = 5

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0
  const maxLength = schema.maxLength ?? Math.max(minLength, MAX_FREE_LENGTH)
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength
  if (schema.format === 'uuid') return fc.uuid()
  if (schema.format === 'date')
    return fc
      .date({ noInvalidDate: true, min: new Date('1900-01-01'), max: new Date('2099-12-31') })
      .map((d) => d.toISOString().slice(0, 10))
  if (schema.format === 'date-time')
    return fc
      .date({ noInvalidDate: true, min: new Date('1970-01-01'), max: new Date('2099-12-31') })
      .map((d) => d.toISOString())
  if (schema.format === 'email')
    return fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,10}$/), fc.constantFrom('example.org', 'aok.de'))
      .map(([local, domain]) => `${local}@${domain}`)
      .filter(fits)
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits)
  return fc.string({
    minLength,
    maxLength: Math.min(maxLength, Math.max(minLength, MAX_FREE_LENGTH)),
    unit: 'grapheme',
  })
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const step = integer ? 1 : Number.EPSILON
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : (schema.minimum ?? -1e9)
  const max = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : (schema.maximum ?? 1e9)
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {}
  const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, arbitraryFor(property)]))
  return fc.record(model, {
    requiredKeys: (schema.required ?? []).filter((name) => name in properties),
  }) as fc.Arbitrary<Record<string, unknown>>
}

function typedArbitrary(schema: JsonSchema, type: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema)
    case 'integer':
    case 'number':
      return numberArbitrary(schema, type === 'integer')
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(schema.items ? arbitraryFor(schema.items) : fc.anything(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? MAX_ITEMS, Math.max(schema.minItems ?? 0, MAX_ITEMS)),
      })
    case 'object':
      return objectArbitrary(schema)
    default:
      throw new Error(`schemaArbitrary: unsupported type ${type}`)
  }
}

/**
 * Values that match `schema`. Throws on a keyword combination it does not know, so a new kind of
 * schema in the document fails the fuzzer loudly instead of being fuzzed with the wrong values.
 */
export function arbitraryFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(arbitraryFor))
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => typedArbitrary(schema, type)))
  if (schema.type) return typedArbitrary(schema, schema.type)
  if (schema.properties) return objectArbitrary(schema)
  // An unconstrained schema ({}): any JSON value.
  return fc.jsonValue({ maxDepth: 2 })
}

/** A value of none of the schema's types (schemas with a type only; the others yield a string of another shape). */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = new Set(Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [])
  for (const option of schema.anyOf ?? []) for (const type of [option.type ?? []].flat()) types.add(type)
  if (types.has('integer')) types.add('number')
  const others: fc.Arbitrary<unknown>[] = [
    ...(types.has('string') ? [] : [fc.string({ maxLength: 8 })]),
    ...(types.has('number') ? [] : [fc.integer()]),
    ...(types.has('boolean') ? [] : [fc.boolean()]),
    ...(types.has('null') ? [] : [fc.constant(null)]),
    ...(types.has('array') ? [] : [fc.constant([1, 'x'])]),
    ...(types.has('object') ? [] : [fc.constant({ x: 1 })]),
  ]
  return fc.oneof(...others)
}

/** JSON text of `depth` arrays inside each other: a parser or validator that recurses may overflow its stack. */
export const deeplyNestedJson = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`

/** Strings a careless handler mishandles: NUL bytes, control characters, a long one, a huge one, lone surrogates. */
export const hostileString = fc.oneof(
  fc.constant('a\u0000b'),
  fc.constant('\u0000'),
  fc.constant('\r\n\t\u001b[0m'),
  fc.constant('\ud800'),
  fc.constant("'; drop table cases; --"),
  fc.constant('x'.repeat(10_000)),
  fc.constant('Ä'.repeat(300_000)),
)

/**
 * Values an object of `schema` must refuse (or at least survive): one property of the wrong type,
 * a required property missing, a property it does not know, a hostile string, nesting (deeper nesting than
 * JSON.stringify survives is sent as text: deeplyNestedJson).
 */
export function invalidObjectArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {})
  const valid = objectArbitrary(schema)
  const mutations: fc.Arbitrary<unknown>[] = [
    valid.map((value) => ({ ...value, unknown_field_from_fuzzer: 1 })),
    fc.constantFrom(null, [], 'text', 42),
    valid.map((value) => ({ ...value, nested: JSON.parse(deeplyNestedJson(200)) })),
  ]
  if (properties.length > 0) {
    const property = fc.constantFrom(...properties)
    mutations.push(
      fc
        .tuple(valid, property)
        .chain(([value, [name, propertySchema]]) =>
          wrongType(propertySchema).map((wrong) => ({ ...value, [name]: wrong })),
        ),
      fc.tuple(valid, property, hostileString).map(([value, [name], text]) => ({ ...value, [name]: text })),
    )
  }
  const required = schema.required ?? []
  if (required.length > 0) {
    mutations.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([value, name]) => {
        const { [name]: _dropped, ...rest } = value
        return rest
      }),
    )
  }
  return fc.oneof(...mutations)
}

/** A query or path value that does not fit `schema` (as the text a URL carries). */
export function invalidParameterArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(
    wrongType(schema).map((value) => (typeof value === 'object' ? JSON.stringify(value) : String(value))),
    // A URL carries no lone surrogate (encodeURIComponent refuses it), and stays below Node's 16 KiB header limit.
    hostileString.filter((text) => !/\p{Cs}/u.test(text)).map((text) => text.slice(0, 300)),
    fc.constantFrom('', '-1', '1e309', 'NaN', '9'.repeat(40), '../../etc/passwd', '%00'),
  )
}
