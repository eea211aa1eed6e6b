import type { TenantHome } from '../../home'

/** The studio's home page: portraits, weddings and business photography from Leipzig-Plagwitz. */
export const home: TenantHome = {
  title: { de: 'Willkommen im Beta Fotostudio', en: 'Welcome to Beta Fotostudio' },
  slides: [
    {
      image: 'studio',
      headline: { de: 'Fotos, auf denen Sie sich wiedererkennen', en: 'Photos in which you recognise yourself' },
      subline: {
        de: 'Porträts, Hochzeiten und Business-Fotografie aus unserem Tageslichtstudio in Leipzig-Plagwitz – entspannt und ohne Posen von der Stange.',
        en: 'Portraits, weddings and business photography from our daylight studio in Leipzig-Plagwitz – relaxed and without off-the-peg poses.',
      },
      link: { label: { de: 'Zum Porträt-Shooting', en: 'About the portrait shoot' }, service: 'portraet-shooting' },
    },
    {
      image: 'hochzeit',
      headline: { de: 'Ihr Hochzeitstag, erzählt in Bildern', en: 'Your wedding day, told in pictures' },
      subline: {
        de: 'Von den Vorbereitungen bis zum ersten Tanz: Wir begleiten Sie unauffällig und halten die Momente fest, die sonst niemand sieht.',
        en: 'From getting ready to the first dance: we stay in the background and capture the moments no one else sees.',
      },
      link: { label: { de: 'Zur Hochzeitsreportage', en: 'About wedding reportage' }, service: 'hochzeitsreportage' },
    },
  ],
  heroContact: { label: { de: 'Anrufen: 0341 9876540', en: 'Call +49 341 9876540' }, url: 'tel:+493419876540' },
  headings: {
    services: { de: 'Was wir fotografieren', en: 'What we photograph' },
    team: { de: 'Hinter der Kamera', en: 'Behind the camera' },
    locations: { de: 'Unser Studio in Plagwitz', en: 'Our studio in Plagwitz' },
    map: { de: 'So finden Sie zu uns', en: 'How to find us' },
    faq: { de: 'Gut zu wissen vor Ihrem Shooting', en: 'Good to know before your shoot' },
  },
  testimonials: {
    heading: { de: 'Stimmen unserer Kundinnen und Kunden', en: 'What our clients say' },
    items: [
      {
        author: 'Lena & Tom',
        role: { de: 'Brautpaar', en: 'Wedding couple' },
        source: 'Google',
        rating: 5,
        quote: {
          de: 'Marie war den ganzen Tag dabei und trotzdem kaum zu bemerken. Als wir die Galerie geöffnet haben, mussten wir beide weinen – so schön ist sie geworden.',
          en: 'Marie was with us all day and yet barely noticeable. When we opened the gallery, we both cried – it turned out so beautiful.',
        },
      },
      {
        author: 'Sandra M.',
        role: { de: 'Personalleiterin', en: 'Head of HR' },
        source: 'ProvenExpert',
        rating: 5,
        quote: {
          de: 'Jonas hat an einem Vormittag 25 Kolleginnen und Kollegen in unserem Büro porträtiert: einheitlicher Look, natürliche Gesichter, und nach drei Tagen waren die Bilder da.',
          en: 'Jonas photographed 25 colleagues in our office in one morning: a consistent look, natural faces, and the pictures arrived three days later.',
        },
      },
      {
        author: 'Felix W.',
        role: { de: 'Bewerbungsfotos', en: 'Application photos' },
        source: 'Google',
        rating: 5,
        quote: {
          de: 'Ich stehe ungern vor der Kamera, aber nach zehn Minuten hatte ich das vergessen. Mit dem neuen Foto kamen drei Einladungen in einer Woche.',
          en: 'I do not like being in front of the camera, but after ten minutes I had forgotten about it. With the new photo I got three interview invitations in one week.',
        },
      },
    ],
  },
  callToAction: {
    heading: { de: 'Hochzeitssaison 2026: Termine sind gefragt', en: 'Wedding season 2026: dates are in demand' },
    text: {
      de: 'Von Mai bis September sind nur noch wenige Samstage frei. Fragen Sie Ihr Datum jetzt unverbindlich an.',
      en: 'Only a few Saturdays between May and September are still free. Ask about your date now, without obligation.',
    },
    primary: {
      label: { de: 'Datum per E-Mail anfragen', en: 'Ask about your date by email' },
      url: 'mailto:hallo@beta-fotostudio.example',
    },
    secondary: { label: { de: 'Anrufen', en: 'Call us' }, url: 'tel:+493419876540' },
  },
  form: {
    heading: { de: 'Shooting anfragen', en: 'Request a shoot' },
    intro: {
      de: 'Erzählen Sie uns kurz, was Sie vorhaben – Anlass, Wunschtermin und Ort. Sie erhalten innerhalb von zwei Werktagen ein persönliches Angebot.',
      en: 'Tell us briefly what you have in mind – occasion, preferred date and place. You will receive a personal quote within two working days.',
    },
  },
}
