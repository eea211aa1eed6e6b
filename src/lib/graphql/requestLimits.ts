// The CommonJS build by path: the instance Payload's GraphQL handler (graphql-http) checks errors against.
import { GraphQLError, Kind } from 'graphql/index.js'
import type {
  FieldNode,
  FragmentDefinitionNode,
  GraphQLField,
  GraphQLType,
  InlineFragmentNode,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
} from 'graphql'
import { MAX_LIST_LIMIT } from '@/endpoints/inputRules'

/*
 * What one GraphQL request may cost. Payload's own complexity rule counts every field once, so 40
 * aliases of `Pages(limit: 0)` (every page, each read with all its blocks) passed as cheap and took
 * seconds. Here a list field costs per document it can return: its `limit` (1..MAX_LIST_LIMIT,
 * default 10; `limit: 0` and `pagination: false` are refused) times a document's read cost plus its
 * selection. The budget lets one request read about a hundred documents (well under a second on the
 * seeded data), e.g. one `Pages(limit: 100)` with a few fields.
 */
export const DOCUMENT_COST = 50
export const MAX_REQUEST_COST = 6000
const DEFAULT_LIMIT = 10

type Message = { de: string; en: string }
const bilingual = ({ de, en }: Message) => `${de} / ${en}`

const limitMessage: Message = {
  de: `\`limit\` muss eine ganze Zahl von 1 bis ${MAX_LIST_LIMIT} sein; \`pagination: false\` ist nicht möglich.`,
  en: `\`limit\` must be a whole number from 1 to ${MAX_LIST_LIMIT}; \`pagination: false\` is not possible.`,
}
const costMessage = (cost: number): Message => ({
  de: `Die Anfrage ist zu aufwendig (${cost} von höchstens ${MAX_REQUEST_COST}). Bitte fragen Sie weniger Dokumente auf einmal ab.`,
  en: `The request is too expensive (${cost} of at most ${MAX_REQUEST_COST}). Please ask for fewer documents at once.`,
})
const loginMessage: Message = {
  de: 'Pro Anfrage ist nur eine Anmeldung möglich.',
  en: 'Only one login is possible per request.',
}

/*
 * The schema's types come from the `graphql` copy Payload loaded, which may be another module
 * instance than ours (CJS and ESM builds): graphql's `isListType` & co. would throw "from another
 * realm". Types are read by shape instead.
 */
type AnyType = GraphQLType & { ofType?: AnyType; getFields?: () => Record<string, GraphQLField<unknown, unknown>> }
const unwrapNonNull = (type: AnyType): AnyType =>
  type.constructor.name === 'GraphQLNonNull' && type.ofType ? type.ofType : type
const namedType = (type: AnyType): AnyType => (type.ofType ? namedType(type.ofType) : type)
const isList = (type: AnyType) => unwrapNonNull(type).constructor.name === 'GraphQLList'
const isComposite = (type: unknown): type is AnyType =>
  Boolean(type) && (typeof (type as AnyType).getFields === 'function' || 'getTypes' in (type as object))

/** A literal or variable argument of a field (a variable's default value when the request leaves it out). */
function argumentValue(
  context: ValidationContext,
  variables: Record<string, unknown> | undefined,
  node: FieldNode,
  name: string,
): unknown {
  const value = node.arguments?.find((arg) => arg.name.value === name)?.value
  if (!value) return undefined
  if (value.kind === Kind.INT) return Number(value.value)
  if (value.kind === Kind.BOOLEAN) return value.value
  if (value.kind === Kind.NULL) return null
  if (value.kind !== Kind.VARIABLE) return Number.NaN
  const variable = value.name.value
  if (variables && variable in variables) return variables[variable]
  for (const definition of context.getDocument().definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    const declared = definition.variableDefinitions?.find((each) => each.variable.name.value === variable)?.defaultValue
    if (declared?.kind === Kind.INT) return Number(declared.value)
    if (declared?.kind === Kind.BOOLEAN) return declared.value
  }
  return undefined
}

/** The cost of one selection set on `type`; `docsCounted`: the enclosing list already counted its documents. */
function selectionCost(
  context: ValidationContext,
  variables: Record<string, unknown> | undefined,
  selectionSet: SelectionSetNode | undefined,
  type: AnyType,
  docsCounted: boolean,
  seenFragments: Set<string>,
): number {
  if (!selectionSet) return 0
  let cost = 0
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT || selection.kind === Kind.FRAGMENT_SPREAD) {
      if (selection.kind === Kind.FRAGMENT_SPREAD && seenFragments.has(selection.name.value)) continue
      const fragment: FragmentDefinitionNode | InlineFragmentNode | null | undefined =
        selection.kind === Kind.FRAGMENT_SPREAD ? context.getFragment(selection.name.value) : selection
      const condition =
        fragment && 'typeCondition' in fragment && fragment.typeCondition
          ? context.getSchema().getType(fragment.typeCondition.name.value)
          : type
      if (!fragment || !isComposite(condition)) continue
      const inner =
        selection.kind === Kind.FRAGMENT_SPREAD ? new Set([...seenFragments, selection.name.value]) : seenFragments
      cost += selectionCost(context, variables, fragment.selectionSet, condition, docsCounted, inner)
      continue
    }
    const field = type.getFields?.()[selection.name.value] as GraphQLField<unknown, unknown> | undefined
    if (!field) {
      cost += 1 // __typename, or an unknown field the other rules report
      continue
    }
    const childType = namedType(field.type as AnyType)
    const pagedList = field.args.some((arg) => arg.name === 'limit')
    const childCost = isComposite(childType)
      ? selectionCost(context, variables, selection.selectionSet, childType, pagedList, seenFragments)
      : 0
    const own = typeof field.extensions?.complexity === 'number' ? field.extensions.complexity : 1
    if (pagedList) {
      const requested = argumentValue(context, variables, selection, 'limit')
      const limit = requested === undefined || requested === null ? DEFAULT_LIMIT : Number(requested)
      if (
        !Number.isInteger(limit) ||
        limit < 1 ||
        limit > MAX_LIST_LIMIT ||
        argumentValue(context, variables, selection, 'pagination') === false
      ) {
        context.reportError(new GraphQLError(bilingual(limitMessage), { nodes: [selection] }))
      }
      cost += own + Math.min(Math.max(limit, 1), MAX_LIST_LIMIT) * (DOCUMENT_COST + childCost)
    } else if (isList(field.type as AnyType) && !(docsCounted && selection.name.value === 'docs')) {
      // A list inside a document (array rows, blocks, hasMany relations): weighted by a few entries.
      cost += own + 3 * childCost
    } else {
      cost += own + childCost
    }
  }
  return cost
}

/** Refuses list reads without a cap and requests that read more than about a hundred documents. */
export const listCostRule =
  (variables: Record<string, unknown> | undefined): ValidationRule =>
  (context) => ({
    OperationDefinition(operation) {
      const schema = context.getSchema()
      const root =
        operation.operation === 'mutation'
          ? schema.getMutationType()
          : operation.operation === 'query'
            ? schema.getQueryType()
            : schema.getSubscriptionType()
      if (!root) return
      // Every root field is at least one document read.
      const rootFields = operation.selectionSet.selections.length
      const cost =
        rootFields * DOCUMENT_COST + selectionCost(context, variables, operation.selectionSet, root, false, new Set())
      if (cost > MAX_REQUEST_COST)
        context.reportError(new GraphQLError(bilingual(costMessage(cost)), { nodes: [operation] }))
    },
  })

/** Credential mutations (login and password reset) at most once per request: aliases would multiply attempts. */
export const oneLoginPerRequest: ValidationRule = (context) => {
  let seen = 0
  return {
    Field(node) {
      if (!/^(login|forgotPassword|resetPassword|unlock)[A-Z]/.test(node.name.value)) return
      if (context.getParentType() !== context.getSchema().getMutationType()) return
      seen += 1
      if (seen === 2) context.reportError(new GraphQLError(bilingual(loginMessage), { nodes: [node] }))
    },
  }
}
