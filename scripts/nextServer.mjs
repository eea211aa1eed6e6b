// `node scripts/nextServer.mjs --mode dev|start --dir <appDir> --port <port> [--hostname <host>] [--webpack] [--workers <n>|auto]`:
// the HTTP server of both apps (options: @agency-platform/runtime/nextServer).
import '@agency-platform/runtime/nextServer'
