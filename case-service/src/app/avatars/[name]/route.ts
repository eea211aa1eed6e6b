import { avatarFileContract } from '@case/features/auth/contracts'
import { avatarFile } from '@case/features/auth/handlers'
import { methods, route } from '@case/http/route'

export const dynamic = 'force-dynamic'

/** GET /avatars/<random name>.webp — only names the avatar store generated. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ GET: route(avatarFileContract, avatarFile) })
