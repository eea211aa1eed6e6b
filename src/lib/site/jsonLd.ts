/** JSON for a `<script type="application/ld+json">`: `<` escaped so content cannot close the script. */
export const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c')
