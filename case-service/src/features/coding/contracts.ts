import type { Contract } from '@case/http/contract'

export const contracts: Contract[] = []
