import type { CollectionConfig } from 'payload'
import { communityAccess, type CommunityCapability } from '@/modules/community/access/community'
import { tenantTool, type TenantToolOptions } from '@/collections/presets/tenantTool'

type CommunityToolOptions = Omit<TenantToolOptions, 'group' | 'read' | 'write'> & {
  /** The capabilities (src/modules/community/access/community.ts) that read and write the collection. */
  capabilities: { read: CommunityCapability; write: CommunityCapability }
}

/** A collection of the community module, governed by the community roles' capabilities. */
export const communityTool = ({ capabilities, ...config }: CommunityToolOptions): CollectionConfig =>
  tenantTool({ ...config, read: communityAccess(capabilities.read), write: communityAccess(capabilities.write) })
