'use client'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

type Props = { days: { label: string; sent: number; failed: number }[]; labels: { sent: string; failed: string } }

/** Sent and failed e-mails per day as stacked bars; the data and its labels come from the server. */
export function EmailChart({ days, labels }: Props) {
  return (
    <div className="dashboard-chart" data-testid="dashboard-email-chart">
      <ResponsiveContainer width="100%" height={240} minWidth={0} initialDimension={{ width: 480, height: 240 }}>
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Bar dataKey="sent" name={labels.sent} stackId="mails" fill="#15803d" />
          <Bar dataKey="failed" name={labels.failed} stackId="mails" fill="#b91c1c" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
