import type { TenantHome } from '../../home'

/** The clinic's home page: prevention, implants and anxious patients, two practices in Altona and Ottensen. */
export const home: TenantHome = {
  title: { de: 'Willkommen bei der Alpha Zahnklinik', en: 'Welcome to Alpha Zahnklinik' },
  slides: [
    {
      image: 'praxis',
      headline: { de: 'Zahnmedizin, die sich Zeit für Sie nimmt', en: 'Dentistry that takes time for you' },
      subline: {
        de: 'Vorsorge, Implantate und einfühlsame Behandlung für Angstpatienten – in Hamburg-Altona und Ottensen.',
        en: 'Prevention, implants and gentle care for anxious patients – in Hamburg-Altona and Ottensen.',
      },
      link: {
        label: { de: 'Sprechstunde für Angstpatienten', en: 'Care for anxious patients' },
        service: 'angstpatienten',
      },
    },
    {
      image: 'behandlung',
      headline: { de: 'Moderne Technik, ruhige Atmosphäre', en: 'Modern equipment, a calm atmosphere' },
      subline: {
        de: 'Digitales Röntgen mit wenig Strahlung, 3D-Planung für Implantate und Behandlungen ohne Zeitdruck.',
        en: 'Low-dose digital X-rays, 3D planning for implants and treatment without time pressure.',
      },
      link: { label: { de: 'Mehr über Implantate', en: 'More about implants' }, service: 'zahnimplantate' },
    },
  ],
  heroContact: { label: { de: 'Anrufen: 040 1234560', en: 'Call +49 40 1234560' }, url: 'tel:+49401234560' },
  headings: {
    services: { de: 'Unsere Leistungen', en: 'Our treatments' },
    team: { de: 'Ihr Team in der Praxis', en: 'Your team at the practice' },
    locations: { de: 'Zwei Praxen in Altona und Ottensen', en: 'Two practices in Altona and Ottensen' },
    map: { de: 'So finden Sie uns', en: 'How to find us' },
    faq: { de: 'Häufige Fragen unserer Patienten', en: 'Questions our patients often ask' },
  },
  testimonials: {
    heading: { de: 'Das sagen unsere Patientinnen und Patienten', en: 'What our patients say' },
    items: [
      {
        author: 'Miriam K.',
        role: { de: 'Patientin seit 2019', en: 'Patient since 2019' },
        source: 'Google',
        rating: 5,
        quote: {
          de: 'Ich hatte jahrelang Angst vor dem Zahnarzt. Dr. Hartmann hat jeden Schritt erklärt und mir Pausen angeboten – heute gehe ich entspannt zur Kontrolle.',
          en: 'I was afraid of the dentist for years. Dr Hartmann explained every step and offered me breaks – today I go to my check-ups relaxed.',
        },
      },
      {
        author: 'Thomas R.',
        role: { de: 'Implantatpatient', en: 'Implant patient' },
        source: 'Jameda',
        rating: 5,
        quote: {
          de: 'Vom ersten Gespräch bis zur fertigen Krone vergingen vier Monate, alles genau wie geplant. Die 3D-Planung hat mir viel Sicherheit gegeben.',
          en: 'Four months from the first consultation to the finished crown, everything exactly as planned. The 3D planning gave me a lot of confidence.',
        },
      },
      {
        author: 'Familie Kaya',
        role: { de: 'Eltern von zwei Kindern', en: 'Parents of two children' },
        source: 'Google',
        rating: 5,
        quote: {
          de: 'Unsere Kinder freuen sich inzwischen auf die Prophylaxe bei Frau Demir. Die Nachmittagstermine nach der Schule sind ein großes Plus.',
          en: 'Our children now look forward to their cleaning with Ms Demir. The afternoon appointments after school are a big plus.',
        },
      },
    ],
  },
  callToAction: {
    heading: { de: 'Zahnschmerzen? Wir helfen noch heute.', en: 'Toothache? We can help today.' },
    text: {
      de: 'Für Schmerzpatienten halten wir jeden Vormittag Termine frei. Rufen Sie uns an – wir finden eine Lösung.',
      en: 'We keep appointments free every morning for patients in pain. Call us – we will find a solution.',
    },
    primary: { label: { de: 'Jetzt anrufen', en: 'Call now' }, url: 'tel:+49401234560' },
    secondary: {
      label: { de: 'E-Mail schreiben', en: 'Send an email' },
      url: 'mailto:praxis@alpha-zahnklinik.example',
    },
  },
  form: {
    heading: { de: 'Termin anfragen', en: 'Request an appointment' },
    intro: {
      de: 'Schreiben Sie uns Ihr Anliegen und Ihre Wunschzeiten – wir melden uns innerhalb eines Werktags.',
      en: 'Tell us what you need and which times suit you – we will reply within one working day.',
    },
  },
}
