'use client'

import { notifications } from '@mantine/notifications'
import { useMessages } from '../i18n/I18nProvider'
import { downloadThroughToken } from '../ui/download'
import { useProblemText } from '../ui/ProblemAlert'
import { reportMessages } from './messages'

/** Starts a report's XLSX download; a refused download token is shown as a notification. */
export function useReportDownload() {
  const t = useMessages(reportMessages)
  const problemText = useProblemText()
  return (id: string) =>
    void downloadThroughToken(`/api/reports/download?id=${encodeURIComponent(id)}`).catch((error: unknown) =>
      notifications.show({ color: 'red', title: t.downloadFailed, message: problemText(error) }),
    )
}
