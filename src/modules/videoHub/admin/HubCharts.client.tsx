'use client'
import { Bar, BarChart, CartesianGrid, Cell, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

/** Pipeline stages in order as horizontal bars (a funnel); data and labels come from the server. */
export function PipelineFunnel({ stages, label }: { stages: { name: string; count: number }[]; label: string }) {
  return (
    <div className="video-hub-chart" data-testid="video-hub-funnel">
      <ResponsiveContainer width="100%" height={260} minWidth={0} initialDimension={{ width: 420, height: 260 }}>
        <BarChart data={stages} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Bar dataKey="count" name={label} fill="#2563eb">
            {stages.map((stage, index) => (
              <Cell key={stage.name} fillOpacity={1 - index * 0.07} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}

/** Each goal measure's achieved share next to the share of the month gone. */
export function GoalProgressChart({
  measures,
  labels,
}: {
  measures: { name: string; percent: number; elapsed: number }[]
  labels: { progress: string; elapsed: string }
}) {
  return (
    <div className="video-hub-chart" data-testid="video-hub-goal-chart">
      <ResponsiveContainer width="100%" height={200} minWidth={0} initialDimension={{ width: 420, height: 200 }}>
        <BarChart data={measures} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={{ fontSize: 12 }} />
          <YAxis domain={[0, 100]} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Bar dataKey="percent" name={labels.progress} fill="#15803d" />
          <Bar dataKey="elapsed" name={labels.elapsed} fill="#9ca3af" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
