import { methods, route } from '@case/http/route'
import { openApiContract } from '@case/features/health/contracts'
import { openApiDocument } from '@case/features/health/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ GET: route(openApiContract, openApiDocument) })
