import { richText } from '@/lib/richText/buildRichText'
import type { SiteLocale } from '@/lib/site/locales'

/** What the legal pages say about the site's owner: the tenant's name and its main location. */
export type LegalFacts = {
  name: string
  street: string
  postalCode: string
  city: string
  phone: string
  email: string
}

export const IMPRINT_SLUG = 'impressum'
export const PRIVACY_SLUG = 'datenschutz'

type LegalPage = { title: string; heading: string; body: ReturnType<typeof richText> }

/**
 * The Impressum (§ 5 DDG, § 18 MStV) and the privacy policy (Art. 13 GDPR) of a demo tenant, in German and
 * English, filled with the tenant's facts. Register and VAT numbers are examples the tenant replaces. The
 * privacy policy says what the site really does: no cookies, nothing from third parties before a click.
 */
export function legalPages(facts: LegalFacts, locale: SiteLocale): { imprint: LegalPage; privacy: LegalPage } {
  const { name, street, postalCode, city, phone, email } = facts
  const address = `${name}, ${street}, ${postalCode} ${city}`
  if (locale === 'de')
    return {
      imprint: {
        title: 'Impressum',
        heading: 'Angaben gemäß § 5 DDG',
        body: richText(
          address,
          { h2: 'Kontakt' },
          { list: [`Telefon: ${phone}`, { text: `E-Mail: ${email}`, url: `mailto:${email}` }] },
          { h2: 'Registereintrag und Umsatzsteuer' },
          'Registergericht: Amtsgericht Hamburg, HRB 000000 (Beispiel). USt-IdNr.: DE000000000 (Beispiel).',
          { h2: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV' },
          `Die Geschäftsleitung von ${name}, Anschrift wie oben.`,
          { h2: 'Verbraucherstreitbeilegung' },
          'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
        ),
      },
      privacy: {
        title: 'Datenschutz',
        heading: 'Datenschutzerklärung',
        body: richText(
          { h2: 'Verantwortlicher' },
          `${address}. Telefon: ${phone}. E-Mail: ${email}.`,
          { h2: 'Keine Cookies, nichts von Dritten ohne Ihre Zustimmung' },
          'Diese Website setzt keine Cookies und lädt beim Aufruf nichts von Dritten: Texte und Bilder kommen von unserem eigenen Server. Videos von YouTube oder Vimeo werden erst geladen, wenn Sie sie anklicken; erst dann erhält der Anbieter Ihre IP-Adresse.',
          { h2: 'Aufruf der Website' },
          'Beim Aufruf verarbeitet unser Server Ihre IP-Adresse, um die Seite auszuliefern und Angriffe abzuwehren (Art. 6 Abs. 1 lit. f DSGVO). Wir speichern sie nicht in Protokollen.',
          { h2: 'Kontaktformular' },
          'Was Sie über das Kontaktformular senden, verwenden wir nur, um Ihre Anfrage zu beantworten (Art. 6 Abs. 1 lit. b DSGVO), und löschen es, wenn es dafür nicht mehr nötig ist.',
          { h2: 'Ihre Rechte' },
          'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch (Art. 15 bis 21 DSGVO) sowie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren.',
        ),
      },
    }
  return {
    imprint: {
      title: 'Imprint',
      heading: 'Information according to § 5 DDG (German Digital Services Act)',
      body: richText(
        address,
        { h2: 'Contact' },
        { list: [`Phone: ${phone}`, { text: `E-mail: ${email}`, url: `mailto:${email}` }] },
        { h2: 'Register entry and VAT' },
        'Register court: Amtsgericht Hamburg, HRB 000000 (example). VAT ID: DE000000000 (example).',
        { h2: 'Responsible for the content under § 18 (2) MStV' },
        `The management of ${name}, address as above.`,
        { h2: 'Consumer dispute resolution' },
        'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
      ),
    },
    privacy: {
      title: 'Privacy',
      heading: 'Privacy policy',
      body: richText(
        { h2: 'Controller' },
        `${address}. Phone: ${phone}. E-mail: ${email}.`,
        { h2: 'No cookies, nothing from third parties without your consent' },
        'This website sets no cookies and loads nothing from third parties when you open it: texts and images come from our own server. Videos from YouTube or Vimeo load only when you click them; only then does the provider receive your IP address.',
        { h2: 'Visiting the website' },
        'When you visit, our server processes your IP address to deliver the page and to fend off attacks (Art. 6 (1) (f) GDPR). We do not store it in logs.',
        { h2: 'Contact form' },
        'What you send through the contact form we use only to answer your request (Art. 6 (1) (b) GDPR), and we delete it when it is no longer needed for that.',
        { h2: 'Your rights' },
        'You have the right of access, rectification, erasure, restriction of processing, data portability and objection (Art. 15 to 21 GDPR), and the right to lodge a complaint with a data protection supervisory authority.',
      ),
    },
  }
}
