import { pageBlock } from '../shared/pageBlock'
import { checkboxField, headingField } from '../shared/fieldPresets'
import { tenantRelation } from '../shared/sameTenant'

export const AuthorBioBlock = pageBlock({
  slug: 'authorBio',
  interfaceName: 'AuthorBioBlock',
  group: 'blog',
  description: { de: 'Foto und Kurzvorstellung der Autorin oder des Autors', en: 'Photo and short bio of the author' },
  labels: {
    singular: { de: 'Autor:innen-Box', en: 'Author bio' },
    plural: { de: 'Autor:innen-Boxen', en: 'Author bios' },
  },
  fields: [
    headingField(),
    tenantRelation({
      name: 'author',
      relationTo: 'authors',
      label: { de: 'Autor:in (leer: die des Beitrags)', en: 'Author (empty: the post’s author)' },
      admin: {
        description: {
          de: 'Unter einem Beitrag bleibt das Feld meist leer; auf einer Seite wählen.',
          en: 'Below a post, usually left empty; choose one on a page.',
        },
      },
    }),
    checkboxField('showCoAuthors', { de: 'Co-Autor:innen des Beitrags zeigen', en: 'Show the post’s co-authors' }),
  ],
})
