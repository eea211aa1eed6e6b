/** The submission view's and the reply form's texts. */
export const SUBMISSION_TEXT = {
  heading: { de: 'Nachricht von {sender}', en: 'Message from {sender}' },
  anonymous: { de: 'Unbekannt', en: 'Unknown' },
  received: { de: 'Eingegangen am {date}', en: 'Received on {date}' },
  form: { de: 'Formular', en: 'Form' },
  noAnswers: { de: 'Dieser Eingang enthält keine Angaben.', en: 'This submission holds no answers.' },
  reply: { de: 'Antworten per E-Mail', en: 'Reply by e-mail' },
  replyTo: { de: 'An', en: 'To' },
  noAddress: {
    de: 'Keine gültige E-Mail-Adresse angegeben: eine Antwort per E-Mail ist nicht möglich.',
    en: 'No valid e-mail address given: a reply by e-mail is not possible.',
  },
  subject: { de: 'Betreff', en: 'Subject' },
  message: { de: 'Ihre Antwort', en: 'Your reply' },
  send: { de: 'Antwort senden', en: 'Send reply' },
  cancel: { de: 'Abbrechen', en: 'Cancel' },
  sending: { de: 'Wird gesendet …', en: 'Sending …' },
  sent: {
    de: 'Antwort an {to} gesendet und im E-Mail-Protokoll vermerkt.',
    en: 'Reply sent to {to} and recorded in the e-mail log.',
  },
  failed: { de: 'Die Antwort konnte nicht gesendet werden.', en: 'The reply could not be sent.' },
  answered: { de: 'Beantwortet am {date}', en: 'Answered on {date}' },
} as const

export type SubmissionTextKey = keyof typeof SUBMISSION_TEXT
