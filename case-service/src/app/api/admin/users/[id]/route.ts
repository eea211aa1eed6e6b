import { route } from '@case/http/route'
import { deleteUserContract, getUserContract, updateUserContract } from '@case/features/users/contracts'
import { deleteUser, getUser, updateUserByAdmin } from '@case/features/users/adminUsers'

export const dynamic = 'force-dynamic'

export const GET = route(getUserContract, getUser)
export const PUT = route(updateUserContract, updateUserByAdmin)
export const DELETE = route(deleteUserContract, deleteUser)
