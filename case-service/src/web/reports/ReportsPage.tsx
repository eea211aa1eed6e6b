'use client'

import { Paper, Stack, Title } from '@mantine/core'
import { WOCHENUEBERSICHT_PREFIX } from '@case/features/reports/reportTypes'
import { useMessages } from '../i18n/I18nProvider'
import { useUser } from '../session/useSession'
import { PageHeader } from '../ui/PageHeader'
import { GenerateReportForm } from './GenerateReportForm'
import { reportMessages } from './messages'
import { ReportList } from './ReportList'

/** Standard reports: every role reads and downloads them; admins generate and delete. */
export function ReportsPage() {
  const t = useMessages(reportMessages)
  const isAdmin = useUser().role === 'admin'
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Stack gap="lg">
        {isAdmin && (
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="xs">
              {t.generateTitle}
            </Title>
            <GenerateReportForm kind="standard" hint={t.generateHint} />
          </Paper>
        )}
        <ReportList filter={{ exclude_prefix: WOCHENUEBERSICHT_PREFIX }} canDelete={isAdmin} />
      </Stack>
    </>
  )
}
