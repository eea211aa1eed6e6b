import '../helpers/fixtures/mediaDir'
import { request } from 'node:http'
import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'
import { richText } from '@/lib/richText/buildRichText'
import { api, graphql, PASSWORD } from '../helpers/fixtures/platform'
import { createImage } from '../helpers/fixtures/content'
import { ROOT_USER, useCms } from '../helpers/useCms'

/** Text that exists only in tenant B's documents: no response to a tenant-A editor may contain it. */
const B_SECRET = 'Beta-Geheimnis'

describe('tenant isolation: a tenant-A editor cannot reach tenant B by any route', () => {
  const cms = useCms({
    tenants: { alpha: {}, beta: {}, gamma: {} },
    users: {
      editor: { email: 'editor@alpha.test', roles: { alpha: ['editor'], gamma: ['editor'] } },
      root: ROOT_USER,
    },
  })
  const b: Record<'page' | 'draftPage' | 'media' | 'tag' | 'form' | 'version', number> = {
    page: 0,
    draftPage: 0,
    media: 0,
    tag: 0,
    form: 0,
    version: 0,
  }
  const a: Record<'page' | 'post' | 'submission', number> = { page: 0, post: 0, submission: 0 }

  const expectNoLeak = (response: { text: string }) => expect(response.text).not.toContain(B_SECRET)

  beforeAll(async () => {
    // Tenant B's documents, written by server code (as a super admin could).
    b.page = (
      await cms.payload.create({
        collection: 'pages',
        data: { title: `${B_SECRET} Seite`, tenant: cms.tenants.beta, _status: 'published' },
      })
    ).id
    await cms.payload.update({ collection: 'pages', id: b.page, data: { title: `${B_SECRET} Seite v2` } })
    b.draftPage = (
      await cms.payload.create({
        collection: 'pages',
        data: { title: `${B_SECRET} Entwurf`, tenant: cms.tenants.beta, _status: 'draft' },
        draft: true,
      })
    ).id
    b.version = (
      await cms.payload.findVersions({
        collection: 'pages',
        where: { parent: { equals: b.page } },
        sort: 'createdAt',
        limit: 1,
      })
    ).docs[0]!.id as unknown as number
    b.media = (await createImage(cms.payload, cms.tenants.beta, 'beta-bild', `${B_SECRET} Bild`)).id
    b.tag = (
      await cms.payload.create({
        collection: 'tags',
        data: { name: `${B_SECRET} Tag`, tenant: cms.tenants.beta } as never,
      })
    ).id
    const confirmation = richText('Danke')
    b.form = (
      await cms.payload.create({
        collection: 'forms',
        data: {
          title: `${B_SECRET} Formular`,
          tenant: cms.tenants.beta,
          fields: [],
          confirmationMessage: confirmation,
        } as never,
      })
    ).id

    // Tenant A's documents that point at B (only server code can create such links).
    a.page = (
      await cms.payload.create({
        collection: 'pages',
        data: { title: 'Alpha Seite', tenant: cms.tenants.alpha, _status: 'published' },
      })
    ).id
    const link = {
      type: 'link',
      version: 3,
      direction: 'ltr',
      format: '',
      indent: 0,
      fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: b.page } },
      children: [{ type: 'text', text: 'Link', detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
    }
    const content = richText('Mit Link')
    ;(content.root.children[0] as unknown as { children: unknown[] }).children.push(link)
    a.post = (
      await cms.payload.create({
        collection: 'posts',
        data: { title: 'Alpha Beitrag', tenant: cms.tenants.alpha, content, _status: 'published' } as never,
      })
    ).id
    // Validation refuses cross-tenant relations even for server code, so they are written in SQL,
    // as a bug or a migration could leave them.
    const db = (cms.payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<unknown> } }).drizzle
    await db.execute(sql`update posts set hero_image_id = ${b.media} where id = ${a.post}`)
    await db.execute(
      sql`insert into posts_rels ("order", parent_id, path, tags_id) values (1, ${a.post}, 'tags', ${b.tag})`,
    )
    const alphaForm = await cms.payload.create({
      collection: 'forms',
      data: {
        title: 'Alpha Formular',
        tenant: cms.tenants.alpha,
        fields: [],
        confirmationMessage: confirmation,
      } as never,
    })
    a.submission = (
      await cms.payload.create({
        collection: 'form-submissions',
        data: { form: alphaForm.id, status: 'read', priority: 'normal', submissionData: [] },
      })
    ).id
    await cms.payload.update({
      collection: 'form-submissions',
      id: a.submission,
      data: { form: b.form } as never,
      overrideAccess: true,
      context: {},
    })
  })

  it('REST: lists contain only tenant A (also with where[tenant][equals]=B and draft=true)', async () => {
    for (const path of [
      '/api/pages?limit=100&depth=0',
      '/api/pages?limit=100&draft=true',
      `/api/pages?where[tenant][equals]=${cms.tenants.beta}`,
      `/api/pages?where[title][like]=${B_SECRET}&locale=all`,
      '/api/media?limit=100',
      '/api/tags?limit=100',
      '/api/forms?limit=100',
      '/api/form-submissions?limit=100&depth=2',
      `/api/users?where[tenants.tenant][equals]=${cms.tenants.beta}`,
      '/api/tenants?limit=100',
    ]) {
      const response = await api(cms.url, path, { token: cms.tokens.editor })
      expect(response.status, path).toBe(200)
      expectNoLeak(response)
      if (path.includes(`[equals]=${cms.tenants.beta}`)) expect(response.json.docs, path).toEqual([])
    }
    const tenants = await api(cms.url, '/api/tenants?limit=100&depth=0', { token: cms.tokens.editor })
    expect(tenants.json.docs.map((tenant: { slug: string }) => tenant.slug).sort()).toEqual(['alpha', 'gamma'])
  })

  it('REST: find, update and delete by id of B’s documents fail and change nothing', async () => {
    for (const [collection, id] of [
      ['pages', b.page],
      ['pages', b.draftPage],
      ['media', b.media],
      ['tags', b.tag],
      ['forms', b.form],
    ] as const) {
      const read = await api(cms.url, `/api/${collection}/${id}?draft=true`, { token: cms.tokens.editor })
      expect([403, 404], `${collection} read`).toContain(read.status)
      expectNoLeak(read)
      const update = await api(cms.url, `/api/${collection}/${id}`, {
        method: 'PATCH',
        token: cms.tokens.editor,
        body: { title: 'übernommen', alt: 'übernommen', name: 'übernommen' },
      })
      expect([403, 404], `${collection} update`).toContain(update.status)
      const remove = await api(cms.url, `/api/${collection}/${id}`, { method: 'DELETE', token: cms.tokens.editor })
      expect([403, 404], `${collection} delete`).toContain(remove.status)
      expect(
        await cms.payload.findByID({ collection, id, draft: true, disableErrors: true }),
        collection,
      ).not.toBeNull()
    }
    // Control: the editor does read and update pages of their own tenant.
    expect((await api(cms.url, `/api/pages/${a.page}`, { token: cms.tokens.editor })).status).toBe(200)
    expect(
      (
        await api(cms.url, `/api/pages/${a.page}`, {
          method: 'PATCH',
          token: cms.tokens.editor,
          body: { title: 'Alpha Seite' },
        })
      ).status,
    ).toBe(200)
    const bulk = await api(cms.url, `/api/pages?where[tenant][equals]=${cms.tenants.beta}`, {
      method: 'PATCH',
      token: cms.tokens.editor,
      body: { title: 'massenhaft' },
    })
    expect(bulk.json.docs ?? []).toEqual([])
    const bulkDelete = await api(cms.url, `/api/pages?where[id][equals]=${b.page}`, {
      method: 'DELETE',
      token: cms.tokens.editor,
    })
    expect(bulkDelete.json.docs ?? []).toEqual([])
    expect((await cms.payload.findByID({ collection: 'pages', id: b.page })).title).toBe(`${B_SECRET} Seite v2`)
  })

  it('REST: creating a document or uploading a file into tenant B is refused', async () => {
    const page = await api(cms.url, '/api/pages', {
      token: cms.tokens.editor,
      body: { title: 'Eingeschleust', tenant: cms.tenants.beta },
    })
    expect(page.status).toBe(400)
    const draft = await api(cms.url, '/api/pages?draft=true', {
      token: cms.tokens.editor,
      body: { title: 'Eingeschleust', tenant: cms.tenants.beta, _status: 'draft' },
    })
    expect(draft.status).toBe(400)
    const form = new FormData()
    const png = await (
      await import('sharp')
    )
      .default({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .png()
      .toBuffer()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'x.png')
    form.append('_payload', JSON.stringify({ alt: 'Eingeschleust', tenant: cms.tenants.beta }))
    const upload = await fetch(`${cms.url}/api/media`, {
      method: 'POST',
      headers: { authorization: `JWT ${cms.tokens.editor}` },
      body: form,
    })
    expect(upload.status).toBe(400)
    // Controls: the same requests succeed for the editor's own tenant.
    expect(
      (
        await api(cms.url, '/api/pages', {
          token: cms.tokens.editor,
          body: { title: 'Eigene Seite', tenant: cms.tenants.alpha },
        })
      ).status,
    ).toBe(201)
    form.set('_payload', JSON.stringify({ alt: 'Eigenes Bild', tenant: cms.tenants.alpha }))
    const ownUpload = await fetch(`${cms.url}/api/media`, {
      method: 'POST',
      headers: { authorization: `JWT ${cms.tokens.editor}` },
      body: form,
    })
    expect(ownUpload.status, await ownUpload.text()).toBe(201)
    expect(
      await cms.payload.count({ collection: 'pages', where: { title: { equals: 'Eingeschleust' } } }),
    ).toMatchObject({ totalDocs: 0 })
    expect(
      await cms.payload.count({ collection: 'media', where: { tenant: { equals: cms.tenants.beta } } }),
    ).toMatchObject({ totalDocs: 1 })
  })

  it('REST: relationships, uploads and rich-text links to B are not populated at any depth', async () => {
    for (const depth of [1, 2, 3]) {
      const post = await api(cms.url, `/api/posts/${a.post}?depth=${depth}`, { token: cms.tokens.editor })
      expect(post.status).toBe(200)
      expect(post.json.heroImage, `depth ${depth}`).toBe(b.media)
      expect(post.json.tags, `depth ${depth}`).toEqual([b.tag])
      expect(post.json.content.root.children[0].children[1].fields.doc.value, `depth ${depth}`).toBe(b.page)
      const submission = await api(cms.url, `/api/form-submissions/${a.submission}?depth=${depth}`, {
        token: cms.tokens.editor,
      })
      expect(submission.status).toBe(200)
      expect(submission.json.form).toBe(b.form)
      expectNoLeak(submission)
    }
    // Relationship pickers: pointing A's documents at B's is refused.
    const relink = await api(cms.url, `/api/posts/${a.post}`, {
      method: 'PATCH',
      token: cms.tokens.editor,
      body: { heroImage: b.media, tags: [b.tag] },
    })
    expect(relink.status).toBe(400)
  })

  it('REST: computed (virtual) fields of A’s documents do not read B’s documents either', async () => {
    const post = await api(cms.url, `/api/posts/${a.post}?depth=0`, { token: cms.tokens.editor })
    expect(post.status).toBe(200)
    expectNoLeak(post)
  })

  it('REST: versions and drafts of B are neither listed, read nor restorable', async () => {
    const versions = await api(cms.url, '/api/pages/versions?limit=100', { token: cms.tokens.editor })
    expect(versions.status).toBe(200)
    expectNoLeak(versions)
    const version = await api(cms.url, `/api/pages/versions/${b.version}`, { token: cms.tokens.editor })
    expect([403, 404]).toContain(version.status)
    expectNoLeak(version)
    const restore = await api(cms.url, `/api/pages/versions/${b.version}`, { method: 'POST', token: cms.tokens.editor })
    expect([403, 404]).toContain(restore.status)
    expect((await cms.payload.findByID({ collection: 'pages', id: b.page })).title).toBe(`${B_SECRET} Seite v2`)
  })

  it('GraphQL: queries, relationship population and mutations never reach B', async () => {
    const list = await graphql(
      cms.url,
      cms.tokens.editor,
      `
        {
          Pages(limit: 100, draft: true) {
            docs {
              id
              title
            }
          }
          Tenants {
            docs {
              slug
            }
          }
        }
      `,
    )
    expect(list.status, list.text).toBe(200)
    expectNoLeak(list)
    const byId = await graphql(
      cms.url,
      cms.tokens.editor,
      `
        query ($id: Int!) {
          Page(id: $id, draft: true) {
            title
          }
        }
      `,
      { id: b.page },
    )
    expect(byId.json.data?.Page ?? null).toBeNull()
    expectNoLeak(byId)
    const populated = await graphql(
      cms.url,
      cms.tokens.editor,
      `
        query ($id: Int!) {
          Post(id: $id) {
            heroImage {
              alt
            }
            tags {
              name
            }
          }
        }
      `,
      { id: a.post },
    )
    expectNoLeak(populated)
    const update = await graphql(
      cms.url,
      cms.tokens.editor,
      `
        mutation ($id: Int!) {
          updatePage(id: $id, data: { title: "übernommen" }) {
            title
          }
        }
      `,
      { id: b.page },
    )
    expect(update.json.errors?.length).toBeGreaterThan(0)
    const createMutation = `mutation($t: Int!, $title: String!) { createPage(data: { title: $title, tenant: $t }) { id } }`
    const create = await graphql(cms.url, cms.tokens.editor, createMutation, {
      t: cms.tenants.beta,
      title: 'Eingeschleust',
    })
    expect(create.json.errors?.length).toBeGreaterThan(0)
    // The same mutations work within the editor's own tenant, so the refusals above are access decisions.
    const control = await graphql(cms.url, cms.tokens.editor, createMutation, {
      t: cms.tenants.alpha,
      title: 'GraphQL Alpha',
    })
    expect(control.json.data?.createPage?.id, control.text).toBeGreaterThan(0)
    const ownUpdate = await graphql(
      cms.url,
      cms.tokens.editor,
      `
        mutation ($id: Int!) {
          updatePage(id: $id, data: { title: "Alpha neu" }) {
            title
          }
        }
      `,
      { id: a.page },
    )
    expect(ownUpdate.json.data?.updatePage?.title, ownUpdate.text).toBe('Alpha neu')
    const remove = await graphql(
      cms.url,
      cms.tokens.editor,
      `
        mutation ($id: Int!) {
          deletePage(id: $id) {
            id
          }
        }
      `,
      { id: b.page },
    )
    expect(remove.json.errors?.length).toBeGreaterThan(0)
    expect((await cms.payload.findByID({ collection: 'pages', id: b.page })).title).toBe(`${B_SECRET} Seite v2`)
  })

  it('Local API with overrideAccess: false and the editor as user applies the same rules', async () => {
    const user = { ...cms.users.editor, collection: 'users' as const }
    const pages = await cms.payload.find({ collection: 'pages', overrideAccess: false, user, draft: true, limit: 100 })
    expect(JSON.stringify(pages)).not.toContain(B_SECRET)
    await expect(
      cms.payload.findByID({ collection: 'pages', id: b.page, overrideAccess: false, user }),
    ).rejects.toThrow()
    await expect(
      cms.payload.update({ collection: 'pages', id: b.page, data: { title: 'lokal' }, overrideAccess: false, user }),
    ).rejects.toThrow()
    await expect(
      cms.payload.create({
        collection: 'pages',
        data: { title: 'Lokal eingeschleust', tenant: cms.tenants.beta },
        overrideAccess: false,
        user,
      }),
    ).rejects.toThrow()
    await expect(cms.payload.delete({ collection: 'pages', id: b.page, overrideAccess: false, user })).rejects.toThrow()
    expect(await cms.payload.findByID({ collection: 'pages', id: b.page })).toBeTruthy()
  })

  it('an existing document cannot be moved to another tenant (tenant selector), except by a super admin', async () => {
    const moved = await api(cms.url, `/api/pages/${a.page}`, {
      method: 'PATCH',
      token: cms.tokens.editor,
      body: { tenant: cms.tenants.gamma },
    })
    expect(moved.status).toBe(400)
    expect(moved.text).toContain('kann nicht zu einem anderen Mandanten verschoben werden')
    const draftMove = await api(cms.url, `/api/pages/${a.page}?draft=true`, {
      method: 'PATCH',
      token: cms.tokens.editor,
      body: { tenant: cms.tenants.gamma, _status: 'draft' },
    })
    expect(draftMove.status).toBe(400)
    expect((await cms.payload.findByID({ collection: 'pages', id: a.page, draft: true, depth: 0 })).tenant).toBe(
      cms.tenants.alpha,
    )
    const byRoot = await api(cms.url, `/api/pages/${a.page}`, {
      method: 'PATCH',
      token: cms.tokens.root,
      body: { tenant: cms.tenants.gamma },
    })
    expect(byRoot.status).toBe(200)
    await cms.payload.update({ collection: 'pages', id: a.page, data: { tenant: cms.tenants.alpha } })
  })

  it('login on a tenant’s domain preselects that tenant (payload-tenant cookie) only for its members', async () => {
    const login = (host: string) =>
      new Promise<string[]>((resolve, reject) => {
        const url = new URL(`${cms.url}/api/users/login`)
        const req = request(
          {
            hostname: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            headers: { host, 'content-type': 'application/json' },
          },
          (res) => {
            res.resume()
            res.on('end', () => resolve(([] as string[]).concat(res.headers['set-cookie'] ?? [])))
          },
        )
        req.on('error', reject)
        req.end(JSON.stringify({ email: 'editor@alpha.test', password: PASSWORD }))
      })
    const onAlpha = await login('alpha.test:3000')
    expect(onAlpha.some((cookie) => cookie.startsWith(`payload-tenant=${cms.tenants.alpha};`))).toBe(true)
    expect(onAlpha.some((cookie) => cookie.startsWith('payload-token='))).toBe(true)
    expect((await login('beta.test')).some((cookie) => cookie.startsWith('payload-tenant='))).toBe(false)
    expect((await login('cms.example.test')).some((cookie) => cookie.startsWith('payload-tenant='))).toBe(false)
  })
})
