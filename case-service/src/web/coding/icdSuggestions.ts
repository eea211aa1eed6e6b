import { normalizeIcd10 } from '@case/domain/icd10/icd10'
import type { Language } from '../i18n/language'

/**
 * Frequent ICD-10-GM codes of the service's Fallgruppen (oncology, cardiology, orthopaedics, psychosomatics,
 * gall bladder and thyroid), to suggest while typing. Not the catalogue (its ~16 000 codes are licensed and far too
 * large for a page): any valid code can still be typed; the suggestions only save the common ones.
 */
const COMMON_CODES: { code: string; de: string; en: string }[] = [
  { code: 'C18.7', de: 'Bösartige Neubildung: Colon sigmoideum', en: 'Malignant neoplasm: sigmoid colon' },
  {
    code: 'C34.1',
    de: 'Bösartige Neubildung: Oberlappen (Bronchus/Lunge)',
    en: 'Malignant neoplasm: upper lobe, bronchus or lung',
  },
  {
    code: 'C50.9',
    de: 'Bösartige Neubildung: Brustdrüse, nicht näher bezeichnet',
    en: 'Malignant neoplasm: breast, unspecified',
  },
  { code: 'C61', de: 'Bösartige Neubildung der Prostata', en: 'Malignant neoplasm of prostate' },
  { code: 'C73', de: 'Bösartige Neubildung der Schilddrüse', en: 'Malignant neoplasm of thyroid gland' },
  { code: 'D05.1', de: 'Carcinoma in situ der Milchgänge', en: 'Intraductal carcinoma in situ' },
  { code: 'E04.2', de: 'Nichttoxische mehrknotige Struma', en: 'Non-toxic multinodular goitre' },
  { code: 'E05.0', de: 'Hyperthyreose mit diffuser Struma', en: 'Thyrotoxicosis with diffuse goitre' },
  {
    code: 'E11.9',
    de: 'Diabetes mellitus, Typ 2, ohne Komplikationen',
    en: 'Type 2 diabetes mellitus without complications',
  },
  { code: 'F32.1', de: 'Mittelgradige depressive Episode', en: 'Moderate depressive episode' },
  {
    code: 'F33.1',
    de: 'Rezidivierende depressive Störung, gegenwärtig mittelgradig',
    en: 'Recurrent depressive disorder, current episode moderate',
  },
  { code: 'F41.1', de: 'Generalisierte Angststörung', en: 'Generalized anxiety disorder' },
  { code: 'F43.2', de: 'Anpassungsstörungen', en: 'Adjustment disorders' },
  {
    code: 'F45.41',
    de: 'Chronische Schmerzstörung mit somatischen und psychischen Faktoren',
    en: 'Chronic pain disorder with somatic and psychological factors',
  },
  { code: 'I10.00', de: 'Benigne essentielle Hypertonie', en: 'Benign essential hypertension' },
  { code: 'I20.8', de: 'Sonstige Formen der Angina pectoris', en: 'Other forms of angina pectoris' },
  {
    code: 'I25.13',
    de: 'Atherosklerotische Herzkrankheit: Drei-Gefäß-Erkrankung',
    en: 'Atherosclerotic heart disease: three-vessel disease',
  },
  { code: 'I48.0', de: 'Vorhofflimmern, paroxysmal', en: 'Paroxysmal atrial fibrillation' },
  {
    code: 'I50.13',
    de: 'Linksherzinsuffizienz mit Beschwerden bei leichter Belastung',
    en: 'Left ventricular failure with symptoms on slight exertion',
  },
  { code: 'K80.20', de: 'Gallenblasenstein ohne Cholezystitis', en: 'Calculus of gallbladder without cholecystitis' },
  { code: 'M16.1', de: 'Sonstige primäre Koxarthrose', en: 'Other primary coxarthrosis' },
  { code: 'M17.1', de: 'Sonstige primäre Gonarthrose', en: 'Other primary gonarthrosis' },
  {
    code: 'M51.2',
    de: 'Sonstige näher bezeichnete Bandscheibenverlagerung',
    en: 'Other specified intervertebral disc displacement',
  },
  { code: 'M54.5', de: 'Kreuzschmerz', en: 'Low back pain' },
  { code: 'M75.1', de: 'Läsionen der Rotatorenmanschette', en: 'Rotator cuff syndrome' },
]

export type IcdSuggestion = { value: string; label: string }

/** The common codes whose code starts with, or whose title contains, what was typed (at most `limit`). */
export function suggestIcdCodes(input: string, language: Language, limit = 8): IcdSuggestion[] {
  const typed = input.trim().toUpperCase().replace('.', '')
  const words = input.trim().toLowerCase()
  return COMMON_CODES.filter(
    (entry) =>
      typed === '' ||
      entry.code.replace('.', '').startsWith(typed) ||
      (words.length >= 3 && entry[language].toLowerCase().includes(words)),
  )
    .slice(0, limit)
    .map((entry) => ({ value: entry.code, label: `${entry.code} – ${entry[language]}` }))
}

export type IcdCheck = { state: 'empty' } | { state: 'valid'; code: string } | { state: 'invalid' }

/** The code as it is typed: empty, valid (normalised as the service stores it) or not an ICD-10-GM code. */
export function checkIcdInput(input: string): IcdCheck {
  if (input.trim() === '') return { state: 'empty' }
  const normalized = normalizeIcd10(input)
  return normalized.ok ? { state: 'valid', code: normalized.code } : { state: 'invalid' }
}
