'use client'

import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { WOCHENUEBERSICHT_PREFIX } from '@case/features/reports/reportTypes'
import { useMessages } from '../i18n/I18nProvider'
import { GenerateReportForm } from '../reports/GenerateReportForm'
import { ReportList } from '../reports/ReportList'
import { useUser } from '../session/useSession'
import { PageHeader } from '../ui/PageHeader'
import { IcdUpload } from './IcdUpload'
import { wochenuebersichtMessages } from './messages'

/** Every role: the stored overviews and the ICD upload; admins also generate and delete overviews. */
export function WochenuebersichtPage() {
  const t = useMessages(wochenuebersichtMessages)
  const isAdmin = useUser().role === 'admin'
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, lg: isAdmin ? 2 : 1 }} spacing="lg">
          {isAdmin && (
            <Paper withBorder p="md">
              <Title order={2} size="h4" mb="xs">
                {t.generateTitle}
              </Title>
              <GenerateReportForm kind="wochenuebersicht" hint={t.generateHint} />
            </Paper>
          )}
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="xs">
              {t.uploadTitle}
            </Title>
            <IcdUpload />
          </Paper>
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t.listHint}
          </Text>
          <ReportList filter={{ report_type_prefix: WOCHENUEBERSICHT_PREFIX }} canDelete={isAdmin} />
        </Stack>
      </Stack>
    </>
  )
}
