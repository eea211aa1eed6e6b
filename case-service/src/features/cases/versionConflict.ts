import { conflict } from '@case/http/apiError'

/** The client sent a stale `version`: someone else changed the case since it was read. */
export const versionConflict = () =>
  conflict('The case was changed in the meantime; reload it and apply your change again', 'version_conflict')
