import type { Access, CollectionConfig } from 'payload'
import { nobody } from '@/access/nobody'
import { ADMIN_GROUPS } from './adminGroups'

type PlatformLogOptions = Omit<CollectionConfig, 'access' | 'admin' | 'defaultSort'> & {
  admin: Omit<NonNullable<CollectionConfig['admin']>, 'group'>
  read: Access
  /** Who may delete entries; nobody unless given. */
  remove?: Access
}

/**
 * A log the server writes itself (audit, e-mail sends): in the platform group, newest first, and
 * never created or edited through the API.
 */
export const platformLog = ({ admin, read, remove = nobody, ...config }: PlatformLogOptions): CollectionConfig => ({
  ...config,
  admin: { ...admin, group: ADMIN_GROUPS.platform },
  access: { read, create: nobody, update: nobody, delete: remove },
  defaultSort: '-createdAt',
})
