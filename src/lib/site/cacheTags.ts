/**
 * Cache tags of the public sites. Every cached read of a tenant's content carries the tenant's
 * tag, so a publish in tenant A never evicts tenant B's pages; the host → tenant lookup has its own.
 * Per-document tags would not narrow anything: a page's blocks may show any document of its
 * tenant (teams, FAQs, media, forms) and the sitemap lists them all.
 */
export const TENANT_HOSTS_TAG = 'site:tenant-hosts'
export const tenantTag = (tenantId: number | string) => `site:tenant:${tenantId}`
