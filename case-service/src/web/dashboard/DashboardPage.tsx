'use client'

import {
  Badge,
  Card,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import { api, unwrap } from '../api/client'
import { useI18n, useMessages } from '../i18n/I18nProvider'
import { PageHeader } from '../ui/PageHeader'
import { ProblemAlert } from '../ui/ProblemAlert'
import { dashboardMessages } from './messages'

const WeeklyChart = dynamic(() => import('./WeeklyChart'), { ssr: false, loading: () => <Skeleton h={260} /> })

function Kpi({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Card>
  )
}

export function DashboardPage() {
  const t = useMessages(dashboardMessages)
  const { format } = useI18n()
  const kpis = useQuery({ queryKey: ['dashboard'], queryFn: () => unwrap(api.GET('/api/reports/dashboard')) })
  const weekly = useQuery({ queryKey: ['weekly'], queryFn: () => unwrap(api.GET('/api/reports/weekly')) })
  const data = kpis.data
  const change = data?.change_vs_last_kw_percent
  return (
    <>
      <PageHeader title={t.title} description={data ? t.description(data.kw, data.jahr) : undefined} />
      {kpis.error && <ProblemAlert error={kpis.error} onRetry={() => void kpis.refetch()} />}
      <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }} spacing="sm" mb="lg">
        {data ? (
          <>
            <Kpi label={t.casesThisYear} value={format.number(data.cases_this_year)} />
            <Kpi
              label={t.casesThisKw}
              value={format.number(data.cases_this_kw)}
              note={t.lastKw(format.number(data.cases_last_kw))}
            />
            <Kpi
              label={t.changeVsLastKw}
              value={`${data.change_vs_last_kw > 0 ? '+' : ''}${format.number(data.change_vs_last_kw)}`}
              note={
                change === null || change === undefined
                  ? undefined
                  : `${change > 0 ? '+' : ''}${format.number(change, 1)} %`
              }
            />
            <Kpi label={t.pendingCoding} value={format.number(data.pending_coding)} />
            <Kpi label={t.pendingIcd} value={format.number(data.pending_icd)} />
            <Kpi
              label={t.openDisclosures}
              value={format.number(data.open_disclosures.pending)}
              note={t.approvedDisclosures(data.open_disclosures.approved_valid)}
            />
          </>
        ) : (
          Array.from({ length: 6 }, (_, index) => <Skeleton key={index} h={92} />)
        )}
      </SimpleGrid>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Paper withBorder p="md" h="100%">
            <Stack gap={4} mb="sm">
              <Title order={2} size="h4">
                {t.weeklyTitle}
              </Title>
              {weekly.data?.items[0] && (
                <Text size="sm" c="dimmed">
                  {t.weeklyDescription(weekly.data.items[0].jahr)}
                </Text>
              )}
            </Stack>
            {weekly.error && <ProblemAlert error={weekly.error} />}
            {weekly.data && (
              <>
                <div role="img" aria-label={t.weeklyTitle}>
                  <WeeklyChart
                    points={weekly.data.items}
                    casesLabel={t.cases}
                    kwLabel={t.kw}
                    formatNumber={(value) => format.number(value)}
                  />
                </div>
                <VisuallyHidden>
                  <Table>
                    <caption>{t.chartTable}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t.kw}</th>
                        <th scope="col">{t.cases}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {weekly.data.items.map((point) => (
                        <tr key={point.kw}>
                          <td>{point.kw}</td>
                          <td>{format.number(point.total)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </VisuallyHidden>
              </>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper withBorder p="md" h="100%">
            <Title order={2} size="h4" mb="sm">
              {t.perFallgruppe}
            </Title>
            <Stack gap="xs">
              {data &&
                Object.entries(data.per_fallgruppe)
                  .sort(([, a], [, b]) => b - a)
                  .map(([fallgruppe, count]) => (
                    <Group key={fallgruppe} justify="space-between">
                      <Text size="sm">{fallgruppe}</Text>
                      <Badge variant="light" size="lg">
                        {format.number(count)}
                      </Badge>
                    </Group>
                  ))}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  )
}
