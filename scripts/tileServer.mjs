// A map tile server on loopback for the e2e run: every /{z}/{x}/{y}.png answers the same 1×1 PNG,
// so the map block loads real tiles over HTTP without any outside network.
import { Buffer } from 'node:buffer'
import http from 'node:http'

// A 1×1 light-grey PNG.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVR4nGN4+vw1AAVsArjSAflTAAAAAElFTkSuQmCC',
  'base64',
)
const TILE_PATH = /^\/\d+\/\d+\/\d+\.png$/

/** Starts the server on a free port; `url` is the template for MAP_TILE_URL. */
export async function startTileServer() {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || !TILE_PATH.test(request.url ?? '')) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, {
      'content-type': 'image/png',
      'content-length': TILE.length,
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
    })
    response.end(TILE)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return {
    url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
