export type TemplateVariables = { author?: string | null; video?: string | null; channel?: string | null }

/** A reply template with `{{author}}`, `{{video}}`, `{{channel}}` filled in (spaces inside the braces allowed; unknown names stay as written). */
export const fillTemplate = (body: string, variables: TemplateVariables): string =>
  body.replace(/\{\{\s*(author|video|channel)\s*\}\}/g, (_, name: keyof TemplateVariables) => variables[name] ?? '')

/** The locale a reply to an interaction is written in: its detected language when the site has it, else German. */
export const replyLocale = (language: string | null | undefined): 'de' | 'en' => (language === 'en' ? 'en' : 'de')
