import { closeDatabase, getDatabase } from './client'

const handle = await getDatabase()
console.info(`[case-service] migrations applied (${handle.kind})`)
await closeDatabase()
