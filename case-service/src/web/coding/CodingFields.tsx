'use client'

import { Autocomplete, Checkbox, Group, Select, Stack, Text } from '@mantine/core'
import { useI18n, useMessages } from '../i18n/I18nProvider'
import { GUTACHTEN_RESULTS, MARKERS, type CodingFormValues } from './codingValues'
import { checkIcdInput, suggestIcdCodes } from './icdSuggestions'
import { codingMessages } from './messages'

/**
 * The coding fields of one case or a batch: the ICD-10 code, checked as it is typed and with suggestions, the
 * Gutachten result and the therapy change; the markers only for one case (a batch keeps each case's own).
 */
export function CodingFields({
  values,
  onChange,
  withMarkers,
}: {
  values: CodingFormValues
  onChange: (values: CodingFormValues) => void
  withMarkers: boolean
}) {
  const t = useMessages(codingMessages)
  const { language } = useI18n()
  const icd = checkIcdInput(values.icd10)
  const set = (patch: Partial<CodingFormValues>) => onChange({ ...values, ...patch })
  return (
    <Stack>
      <Autocomplete
        label={t.icd10}
        description={t.icdHint}
        value={values.icd10}
        onChange={(icd10) => set({ icd10 })}
        data={suggestIcdCodes(values.icd10, language)}
        filter={({ options }) => options}
        error={icd.state === 'invalid' ? t.icdInvalid : undefined}
        autoComplete="off"
        data-autofocus
      />
      {icd.state === 'valid' && icd.code !== values.icd10.trim() && (
        <Text size="sm" c="teal.9" mt={-8} aria-live="polite">
          {t.icdStoredAs(icd.code)}
        </Text>
      )}
      <Select
        label={t.gutachtenErgebnis}
        value={values.gutachten_ergebnis}
        onChange={(value) => set({ gutachten_ergebnis: (value ?? '') as CodingFormValues['gutachten_ergebnis'] })}
        data={[{ value: '', label: t.keep }, ...GUTACHTEN_RESULTS.map((value) => ({ value, label: t[value] }))]}
        allowDeselect={false}
      />
      <Select
        label={t.therapieaenderung}
        value={values.therapieaenderung}
        onChange={(value) => set({ therapieaenderung: (value ?? '') as CodingFormValues['therapieaenderung'] })}
        data={[
          { value: '', label: t.keep },
          { value: 'yes', label: t.yes },
          { value: 'no', label: t.no },
        ]}
        allowDeselect={false}
      />
      {withMarkers && (
        <Checkbox.Group
          label={t.markers}
          value={MARKERS.filter((marker) => values.markers[marker])}
          onChange={(checked) =>
            set({ markers: Object.fromEntries(MARKERS.map((marker) => [marker, checked.includes(marker)])) })
          }
        >
          <Group gap="md" mt={4}>
            {MARKERS.map((marker) => (
              <Checkbox key={marker} value={marker} label={t[marker]} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
    </Stack>
  )
}
