import { methods, route } from '@case/http/route'
import { createUserContract, listUsersContract } from '@case/features/users/contracts'
import { createUser, listUsers } from '@case/features/users/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  GET: route(listUsersContract, listUsers),
  POST: route(createUserContract, createUser),
})
