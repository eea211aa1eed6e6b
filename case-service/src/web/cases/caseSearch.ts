/** The case list's filters as they live in the page address (so a link keeps them) and go to the API. */
export type CaseSearch = {
  q?: string
  fallgruppe?: string
  jahr?: number
  kw_from?: number
  kw_to?: number
  has_icd?: boolean
}

const whole = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined)

export function caseSearchFrom(params: URLSearchParams): CaseSearch {
  const hasIcd = params.get('has_icd')
  const search: CaseSearch = {
    q: params.get('q')?.trim() || undefined,
    fallgruppe: params.get('fallgruppe') || undefined,
    jahr: whole(params.get('jahr')),
    kw_from: whole(params.get('kw_from')),
    kw_to: whole(params.get('kw_to')),
    has_icd: hasIcd === 'true' ? true : hasIcd === 'false' ? false : undefined,
  }
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as CaseSearch
}

export function caseSearchParams(search: CaseSearch): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search))
    if (value !== undefined && value !== '') params.set(key, String(value))
  return params
}
