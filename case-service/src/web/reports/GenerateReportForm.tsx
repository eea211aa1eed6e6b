'use client'

import { Alert, Anchor, Button, Group, NativeSelect, NumberInput, Progress, Stack, Text } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useState, type FormEvent } from 'react'
import { api, unwrap, type paths, type Schemas } from '../api/client'
import { useMessages } from '../i18n/I18nProvider'
import { ProblemAlert } from '../ui/ProblemAlert'
import { reportMessages } from './messages'
import {
  currentWeek,
  defaultWochenuebersichtRange,
  lastKw,
  rangeProblem,
  type RangeProblem,
  type WeekRange,
} from './reportLogic'
import { useReportTypes } from './useReportTypes'

type Kind = 'standard' | 'wochenuebersicht'
type StandardType = paths['/api/reports/generate']['post']['requestBody']['content']['application/json']['report_type']
type WochenuebersichtType =
  paths['/api/reports/wochenuebersicht/generate']['post']['requestBody']['content']['application/json']['report_type']

function generate(kind: Kind, range: WeekRange, reportType: string): Promise<Schemas['Report']> {
  const { jahr, kwFrom, kwTo } = range
  return kind === 'standard'
    ? unwrap(
        api.POST('/api/reports/generate', {
          body: { jahr, kw_to: kwTo, report_type: reportType as StandardType },
        }),
      )
    : unwrap(
        api.POST('/api/reports/wochenuebersicht/generate', {
          body: { jahr, kw_from: kwFrom, kw_to: kwTo, report_type: reportType as WochenuebersichtType },
        }),
      )
}

function initialRange(kind: Kind): WeekRange {
  if (kind === 'wochenuebersicht') return defaultWochenuebersichtRange()
  const { jahr, kw } = currentWeek()
  return { jahr, kwFrom: 1, kwTo: kw }
}

const asNumber = (value: string | number) => (typeof value === 'number' ? value : Number.NaN)

/**
 * Generating a report (admins): year, KW range and type; a standard report always starts at KW 1. Generation can
 * take a while on a full year, so the form shows an indeterminate progress bar until the service answers.
 */
export function GenerateReportForm({ kind, hint }: { kind: Kind; hint: string }) {
  const t = useMessages(reportMessages)
  const queryClient = useQueryClient()
  const { types, labelOf } = useReportTypes(kind)
  const [range, setRange] = useState(() => initialRange(kind))
  const [chosenType, setChosenType] = useState<string>()
  const [checked, setChecked] = useState(false)
  const reportType = chosenType ?? types[0]?.key ?? ''
  const problem = rangeProblem(range)
  const mutation = useMutation({
    mutationFn: () => generate(kind, range, reportType),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports', 'list'] }),
  })
  const errorOf = (field: RangeProblem['field']) => {
    if (!checked || problem?.field !== field) return undefined
    if (problem.reason === 'jahr') return t.rangeJahr
    if (problem.reason === 'order') return t.rangeOrder
    return t.rangeKw(lastKw(range.jahr))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (!problem && reportType) mutation.mutate()
  }
  const set = (field: keyof WeekRange) => (value: string | number) =>
    setRange((current) => ({ ...current, [field]: asNumber(value) }))
  const kwMax = lastKw(range.jahr)
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <NativeSelect
            label={t.reportType}
            value={reportType}
            onChange={(event) => setChosenType(event.currentTarget.value)}
            data={types.map((type) => ({ value: type.key, label: labelOf(type.key) }))}
            w={{ base: '100%', sm: 280 }}
            disabled={mutation.isPending}
          />
          <NumberInput
            label={t.jahr}
            value={range.jahr}
            onChange={set('jahr')}
            min={2000}
            max={2100}
            allowDecimal={false}
            thousandSeparator=""
            error={errorOf('jahr')}
            w={110}
            disabled={mutation.isPending}
          />
          {kind === 'wochenuebersicht' && (
            <NumberInput
              label={t.kwFrom}
              value={range.kwFrom}
              onChange={set('kwFrom')}
              min={1}
              max={kwMax}
              allowDecimal={false}
              error={errorOf('kwFrom')}
              w={{ base: 120, sm: 130 }}
              disabled={mutation.isPending}
            />
          )}
          <NumberInput
            label={t.kwTo}
            value={range.kwTo}
            onChange={set('kwTo')}
            min={1}
            max={kwMax}
            allowDecimal={false}
            error={errorOf('kwTo')}
            w={{ base: 120, sm: 130 }}
            disabled={mutation.isPending}
          />
        </Group>
        <Group>
          <Button type="submit" loading={mutation.isPending} disabled={!reportType}>
            {t.generate}
          </Button>
        </Group>
        {mutation.isPending && (
          <Stack gap={4}>
            <Progress value={100} animated striped aria-label={t.generating} />
            <Text size="sm" role="status">
              {t.generating}
            </Text>
          </Stack>
        )}
        {mutation.error && <ProblemAlert error={mutation.error} />}
        {mutation.data && !mutation.isPending && (
          <Alert color="teal" role="status" title={mutation.data.version === 1 ? t.created : t.replaced}>
            <Anchor component={Link} href={`/reports/${mutation.data.id}`} c="dark.8" underline="always">
              {t.openReport}: {labelOf(mutation.data.report_type)},{' '}
              {t.period(mutation.data.jahr, mutation.data.kw_from, mutation.data.kw_to)}
            </Anchor>
          </Alert>
        )}
      </Stack>
    </form>
  )
}
