import type { SeedDownload, SeedImage } from '../../uploads'

/** The clinic's pictures; the other data files refer to them by key. */
export const images: Record<string, SeedImage> = {
  praxis: { file: 'praxis.jpg', alt: { de: 'Heller Empfangsbereich der Praxis', en: 'Bright reception area of the practice' } },
  behandlung: { file: 'behandlung.jpg', alt: { de: 'Modernes Behandlungszimmer', en: 'Modern treatment room' } },
  prophylaxe: { file: 'prophylaxe.jpg', alt: { de: 'Instrumente für die Zahnreinigung', en: 'Instruments for professional cleaning' } },
  implantat: { file: 'implantat.jpg', alt: { de: 'Modell eines Zahnimplantats', en: 'Model of a dental implant' } },
  autorin: { file: 'dr-hartmann.jpg', alt: { de: 'Porträt Dr. Julia Hartmann', en: 'Portrait of Dr Julia Hartmann' }, size: { width: 600, height: 600 } },
  labor: { file: 'logo-dentallabor.png', alt: { de: 'Logo Dentallabor Nord', en: 'Dentallabor Nord logo' }, size: { width: 480, height: 240 } },
  kammer: { file: 'logo-kammer.png', alt: { de: 'Logo Zahnärztekammer Hamburg', en: 'Hamburg Dental Association logo' }, size: { width: 480, height: 240 } },
}

export const downloads: SeedDownload[] = [
  { file: 'anamnesebogen.pdf', category: 'form', title: { de: 'Anamnesebogen', en: 'Medical history form' }, description: { de: 'Bitte ausgefüllt zum ersten Termin mitbringen.', en: 'Please bring it filled in to your first appointment.' } },
  { file: 'preisliste-prophylaxe.pdf', category: 'price_list', title: { de: 'Preisliste Prophylaxe 2026', en: 'Prevention price list 2026' }, description: { de: 'Alle Preise inkl. MwSt.', en: 'All prices incl. VAT.' } },
]
