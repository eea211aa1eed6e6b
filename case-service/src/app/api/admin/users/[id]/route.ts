import { route } from '@case/http/route'
import { deleteUserContract, getUserContract, updateUserContract } from '@case/features/users/contracts'
import { deleteUser, getUser, updateUser } from '@case/features/users/handlers'

export const dynamic = 'force-dynamic'

export const GET = route(getUserContract, getUser)
export const PUT = route(updateUserContract, updateUser)
export const DELETE = route(deleteUserContract, deleteUser)
