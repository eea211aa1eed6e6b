/* global Buffer */
import http from 'node:http'
import { gzipSync } from 'node:zlib'

/** GET with node:http: fetch() drops a custom Host header, and the CMS picks the tenant by it. */
export function httpGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          response.statusCode === 200
            ? resolve({ headers: response.headers, body: Buffer.concat(chunks) })
            : reject(new Error(`${url} answered ${response.statusCode}`)),
        )
      })
      .on('error', reject)
  })
}

/**
 * The JavaScript a first visit of `path` loads (the budgets of issues 30 and 33): every /_next/static script the
 * HTML references (script tags and the chunks the RSC payload names for client components) but the `noModule`
 * polyfills, which browsers that run modules never fetch; summed raw and gzip (as served compressed).
 */
export async function firstLoadJs(base, path, headers = {}) {
  const html = (await httpGet(`${base}${path}`, headers)).body.toString('utf8')
  const noModule = new Set(
    [...html.matchAll(/<script\b[^>]*\bnoModule\b[^>]*>/gi)].flatMap(
      (tag) => tag[0].match(/\/_next\/static\/[^"]+?\.js/) ?? [],
    ),
  )
  const scripts = [...new Set([...html.matchAll(/\/_next\/static\/[\w\-./]+?\.js/g)].map((match) => match[0]))].filter(
    (script) => !noModule.has(script),
  )
  let raw = 0
  let gzip = 0
  for (const script of scripts) {
    const { body } = await httpGet(`${base}${script}`)
    raw += body.length
    gzip += gzipSync(body).length
  }
  return { scripts, raw, gzip }
}
