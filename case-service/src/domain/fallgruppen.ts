/**
 * The case groups (Fallgruppen) used by the billing data, the seed and the report types.
 * Reports show them in this order; a value outside the list still counts (it gets its own
 * column after these in the `standard` report) so no case silently drops out of a total.
 */
export const FALLGRUPPEN = ['Onko-Intensiv', 'Galle-Schild', 'Kardio', 'Ortho', 'Psychosomatik'] as const

export type Fallgruppe = (typeof FALLGRUPPEN)[number]
