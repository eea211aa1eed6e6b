'use client'

import { Table, Text } from '@mantine/core'
import type { Schemas } from '../api/client'
import { useI18n, useMessages } from '../i18n/I18nProvider'
import { reportMessages } from './messages'
import { cellText, numericColumns } from './reportLogic'
import { ScrollTable } from './ScrollTable'

type ReportTable = Schemas['StandardReportData']['report_data']['sheets'][number]

/** One sheet as a table: the workbook's columns, its rows, and the bold summary row at the bottom (tfoot). */
export function ReportTableView({ sheet }: { sheet: ReportTable }) {
  const t = useMessages(reportMessages)
  const { format } = useI18n()
  const numeric = numericColumns([...sheet.rows, sheet.summary.slice(1)], sheet.columns.length)
  const align = (index: number) => (index > 0 && numeric[index] ? 'right' : undefined)
  const show = (cell: ReportTable['rows'][number][number]) => cellText(cell, format.number)
  return (
    <ScrollTable label={sheet.name} minWidth={Math.max(360, sheet.columns.length * 110)}>
      <Table striped withTableBorder withColumnBorders verticalSpacing={6}>
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Text size="sm" c="dimmed" component="span">
            {t.sheetHint(sheet.name) || sheet.name}
          </Text>
        </caption>
        <Table.Thead>
          <Table.Tr>
            {sheet.columns.map((column, index) => (
              <Table.Th key={column} ta={align(index)} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sheet.rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={sheet.columns.length}>
                <Text size="sm" c="dimmed">
                  {t.noRows}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {sheet.rows.map((row, rowIndex) => (
            <Table.Tr key={rowIndex}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <Table.Th key={index} scope="row" fw={500}>
                    {show(cell)}
                  </Table.Th>
                ) : (
                  <Table.Td key={index} ta={align(index)}>
                    {show(cell)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr aria-label={t.summaryRow} style={{ fontWeight: 700, background: 'var(--mantine-color-gray-1)' }}>
            {sheet.summary.map((cell, index) =>
              index === 0 ? (
                <Table.Th key={index} scope="row">
                  {show(cell)}
                </Table.Th>
              ) : (
                <Table.Td key={index} ta={align(index)}>
                  {show(cell)}
                </Table.Td>
              ),
            )}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollTable>
  )
}
