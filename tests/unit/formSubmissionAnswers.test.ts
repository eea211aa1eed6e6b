import { describe, expect, it } from 'vitest'
import { labelledAnswers, replyAddress, senderOf, submissionTitle } from '@/collections/FormSubmissions/answers'

const fields = [
  { blockType: 'text', name: 'name', label: 'Name' },
  { blockType: 'email', name: 'email', label: 'E-Mail' },
  { blockType: 'textarea', name: 'message', label: 'Nachricht' },
  { blockType: 'message', name: null, label: null },
]

describe('form submission answers (issue 34: "Feld: name / Wert: …" pairs and "ID: 5")', () => {
  it('labels the answers as the form asked them, in the form’s order, with what each is', () => {
    const answers = labelledAnswers(fields, [
      { field: 'message', value: 'Guten Tag,\nich hätte gern einen Termin.' },
      { field: 'email', value: 'anna@example.com' },
      { field: 'name', value: 'Anna Schmidt' },
      { field: 'removed', value: 'alt' },
    ])
    expect(answers).toEqual([
      { name: 'name', label: 'Name', value: 'Anna Schmidt', kind: 'text' },
      { name: 'email', label: 'E-Mail', value: 'anna@example.com', kind: 'email' },
      { name: 'message', label: 'Nachricht', value: 'Guten Tag,\nich hätte gern einen Termin.', kind: 'message' },
      { name: 'removed', label: 'removed', value: 'alt', kind: 'text' },
    ])
    expect(replyAddress(answers)).toBe('anna@example.com')
    expect(senderOf(answers)).toBe('Anna Schmidt')
    expect(submissionTitle('Kontaktformular', answers)).toBe('Kontaktformular – Anna Schmidt')
  })

  it('replies only to a valid e-mail answer, and names the sender by address without a name', () => {
    const noAddress = labelledAnswers(fields, [{ field: 'email', value: 'keine Adresse' }])
    expect(replyAddress(noAddress)).toBeUndefined()
    const addressOnly = labelledAnswers(fields, [{ field: 'email', value: ' ben@example.com ' }])
    expect(senderOf(addressOnly)).toBe('ben@example.com')
    expect(submissionTitle(undefined, addressOnly)).toBe('ben@example.com')
    expect(labelledAnswers(undefined, undefined)).toEqual([])
  })
})
