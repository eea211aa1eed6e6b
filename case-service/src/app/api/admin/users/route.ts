import { route } from '@case/http/route'
import { createUserContract, listUsersContract } from '@case/features/users/contracts'
import { createUser, listUsers } from '@case/features/users/handlers'

export const dynamic = 'force-dynamic'

export const GET = route(listUsersContract, listUsers)
export const POST = route(createUserContract, createUser)
