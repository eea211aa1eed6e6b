'use client'

import { Button, Tabs } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { useMessages } from '../i18n/I18nProvider'
import { downloadThroughToken } from '../ui/download'
import { PageHeader } from '../ui/PageHeader'
import { useProblemText } from '../ui/ProblemAlert'
import { notifications } from '@mantine/notifications'
import { CodingQueue } from './CodingQueue'
import { IcdImportPanel } from './IcdImportPanel'
import { codingMessages } from './messages'

export function CodingPage() {
  const t = useMessages(codingMessages)
  const problemText = useProblemText()
  const [downloading, setDownloading] = useState(false)
  const downloadTemplate = async () => {
    setDownloading(true)
    try {
      await downloadThroughToken('/api/cases/coding-template')
    } catch (error) {
      notifications.show({ color: 'red', message: problemText(error) })
    } finally {
      setDownloading(false)
    }
  }
  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload aria-hidden size={16} />}
            loading={downloading}
            onClick={() => void downloadTemplate()}
            title={t.templateHint}
          >
            {t.template}
          </Button>
        }
      />
      <Tabs defaultValue="queue" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="queue">{t.queueTab}</Tabs.Tab>
          <Tabs.Tab value="import">{t.importTab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="queue">
          <CodingQueue />
        </Tabs.Panel>
        <Tabs.Panel value="import">
          <IcdImportPanel />
        </Tabs.Panel>
      </Tabs>
    </>
  )
}
