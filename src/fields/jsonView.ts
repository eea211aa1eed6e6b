/**
 * The admin component for JSON fields: a read-only view instead of Payload's code editor, whose
 * Monaco loads from a CDN that the admin (or an offline network) may not reach.
 */
export const JSON_VIEW = '@/admin/fields/JsonView#JsonView'
