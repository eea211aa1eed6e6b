import { methods, route } from '@case/http/route'
import { deleteUserContract, getUserContract, updateUserContract } from '@case/features/users/contracts'
import { deleteUser, getUser, updateUser } from '@case/features/users/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  GET: route(getUserContract, getUser),
  PUT: route(updateUserContract, updateUser),
  DELETE: route(deleteUserContract, deleteUser),
})
