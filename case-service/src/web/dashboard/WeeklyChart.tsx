'use client'

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { Schemas } from '../api/client'

/**
 * Loaded on its own (next/dynamic in DashboardPage): recharts is the largest part of the dashboard's JavaScript.
 * Without recharts' keyboard layer: the same numbers are in a table for screen readers and keyboards.
 */
export default function WeeklyChart({
  points,
  casesLabel,
  kwLabel,
  formatNumber,
}: {
  points: Schemas['WeeklyPoint'][]
  casesLabel: string
  kwLabel: string
  formatNumber: (value: number) => string
}) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="kw" tickLine={false} fontSize={12} />
        <YAxis allowDecimals={false} tickLine={false} fontSize={12} tickFormatter={formatNumber} />
        <Tooltip
          itemStyle={{ color: 'var(--mantine-color-gray-9)' }}
          formatter={(value) => [formatNumber(Number(value)), casesLabel]}
          labelFormatter={(kw) => `${kwLabel} ${kw}`}
          separator=": "
        />
        <Bar dataKey="total" name={casesLabel} fill="var(--mantine-color-teal-6)" radius={[3, 3, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  )
}
