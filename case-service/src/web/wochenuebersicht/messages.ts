import { defineMessages } from '../i18n/messages'

export const wochenuebersichtMessages = defineMessages({
  de: {
    title: 'Wochenübersicht',
    description: 'Die Fälle ausgewählter Kalenderwochen, nach KW gruppiert – zum Nachtragen der ICD-10-Codes.',
    generateTitle: 'Wochenübersicht erstellen',
    generateHint:
      'Die Wochenübersicht listet jeden Fall der gewählten Kalenderwochen mit seinen Merkmalen. Eine vorhandene Übersicht desselben Typs und Zeitraums wird ersetzt.',
    uploadTitle: 'ICD-10-Codes hochladen',
    uploadHint:
      'Laden Sie eine ausgefüllte Wochenübersicht (.xlsx, höchstens 10 MB) hoch. Zuerst wird nur geprüft; übernommen wird erst nach Ihrer Bestätigung.',
    dropLabel: 'Datei auswählen oder hierher ziehen',
    dropHint: 'Excel-Datei (.xlsx)',
    checking: (name: string) => `${name} wird geprüft …`,
    importing: (name: string) => `${name} wird übernommen …`,
    dryRunTitle: (name: string) => `Prüfergebnis für ${name}`,
    dryRunNote: 'Probelauf: Es wurde noch nichts geändert.',
    doneTitle: (name: string) => `${name} wurde übernommen`,
    formatLabel: 'Erkanntes Format',
    formats: (format: string) =>
      (({ wochenuebersicht: 'Wochenübersicht', coding_template: 'Kodiervorlage' }) as Record<string, string>)[format] ??
      format,
    updated: 'Neue oder geänderte ICD-10-Codes',
    unchanged: 'Unverändert',
    skipped: 'Ohne ICD-10-Code (übersprungen)',
    errorsCount: 'Zeilen mit Fehlern',
    errorsTitle: 'Zeilen mit Fehlern',
    noErrors: 'Keine Zeile hat einen Fehler.',
    row: 'Zeile',
    message: 'Meldung',
    commit: (count: number) => (count === 1 ? '1 Änderung übernehmen' : `${count} Änderungen übernehmen`),
    nothingToCommit: 'Es gibt nichts zu übernehmen.',
    discard: 'Verwerfen',
    another: 'Weitere Datei hochladen',
    listHint: 'Öffnen Sie eine Übersicht, um ihre Fälle anzusehen, oder laden Sie sie als Excel-Datei herunter.',
  },
  en: {
    title: 'Wochenübersicht',
    description:
      'The weekly overview: the cases of chosen calendar weeks, grouped by week, for filling in ICD-10 codes.',
    generateTitle: 'Generate a Wochenübersicht',
    generateHint:
      'The Wochenübersicht lists every case of the chosen weeks with its markers. An existing overview of the same type and weeks is replaced.',
    uploadTitle: 'Upload ICD-10 codes',
    uploadHint:
      'Upload a filled-in Wochenübersicht (.xlsx, at most 10 MB). It is checked first; nothing is changed until you confirm.',
    dropLabel: 'Choose a file or drop it here',
    dropHint: 'Excel file (.xlsx)',
    checking: (name: string) => `Checking ${name} …`,
    importing: (name: string) => `Importing ${name} …`,
    dryRunTitle: (name: string) => `Check result for ${name}`,
    dryRunNote: 'Dry run: nothing has been changed yet.',
    doneTitle: (name: string) => `${name} has been imported`,
    formatLabel: 'Detected format',
    formats: (format: string) =>
      (({ wochenuebersicht: 'Wochenübersicht', coding_template: 'Coding template' }) as Record<string, string>)[
        format
      ] ?? format,
    updated: 'New or changed ICD-10 codes',
    unchanged: 'Unchanged',
    skipped: 'Without an ICD-10 code (skipped)',
    errorsCount: 'Rows with errors',
    errorsTitle: 'Rows with errors',
    noErrors: 'No row has an error.',
    row: 'Row',
    message: 'Message',
    commit: (count: number) => (count === 1 ? 'Import 1 change' : `Import ${count} changes`),
    nothingToCommit: 'There is nothing to import.',
    discard: 'Discard',
    another: 'Upload another file',
    listHint: 'Open an overview to see its cases, or download it as an Excel file.',
  },
})
