import { describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from '@case/http/openapiDocument'

describe('report, Wochenübersicht and sync contracts', () => {
  it('appear in the OpenAPI document with their auth and roles', () => {
    const paths = buildOpenApiDocument().paths as Record<
      string,
      Record<string, { 'x-roles'?: string[]; parameters: { name: string }[] }>
    >
    expect(paths['/api/reports/generate']?.post?.['x-roles']).toEqual(['admin'])
    expect(paths['/api/reports/download']?.get?.parameters.map((parameter) => parameter.name)).toEqual(['id', 'token'])
    expect(paths['/api/reports/wochenuebersicht/upload-icd']?.post?.['x-roles']).toBeUndefined()
    expect(paths['/api/admin/sync/import']?.post?.['x-roles']).toEqual(['admin'])
  })
})
