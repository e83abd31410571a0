// The dashboard's chart: paid revenue (line, rupees) and paid orders (bars) per day for 30 days.
// Loaded lazily (recharts is heavy) and hidden from assistive technology: the dashboard states the
// same figures in a caption and a table that screen readers read instead.
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardAnswer } from '@phoolwari/contracts';
import { formatRupees } from '../../../lib/money';
import { formatShortDay } from '../../../lib/shop-dates';

// Tailwind's brand pink and a pale pink, as the chart draws in SVG attributes, not classes.
const REVENUE_COLOUR = '#be185d';
const ORDERS_COLOUR = '#f9a8d4';
const TEXT_COLOUR = '#111827';

const compactRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', notation: 'compact', maximumFractionDigits: 1 });

export function DailyChart({ daily }: { daily: DashboardAnswer['daily'] }) {
  return (
    <ComposedChart responsive data={daily} accessibilityLayer={false} style={{ width: '100%', height: 280 }} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
      <CartesianGrid stroke="#e5e7eb" vertical={false} />
      <XAxis dataKey="date" tickFormatter={(date: string) => formatShortDay(date)} tick={{ fontSize: 12, fill: '#374151' }} minTickGap={16} />
      <YAxis
        yAxisId="revenue"
        domain={[0, 'auto']}
        tickFormatter={(v: number) => compactRupees.format(v)}
        tick={{ fontSize: 12, fill: '#374151' }}
        width={56}
      />
      <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={{ fontSize: 12, fill: '#374151' }} width={32} />
      <Tooltip
        // Recharts writes each series' name in its own colour: dark text keeps the contrast.
        itemStyle={{ color: TEXT_COLOUR }}
        labelStyle={{ color: TEXT_COLOUR }}
        labelFormatter={(label) => formatShortDay(String(label))}
        formatter={(value, name) => (name === 'Revenue' ? formatRupees(Number(value)) : String(value))}
      />
      <Legend wrapperStyle={{ fontSize: 13 }} formatter={(value: string) => <span style={{ color: TEXT_COLOUR }}>{value}</span>} />
      <Bar yAxisId="orders" dataKey="orders" name="Orders" fill={ORDERS_COLOUR} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      {/* Straight segments between the days: a curve would rise before a day with sales and dip
          under a day without. Each day's dot sits on its own figure, a day without sales at zero. */}
      <Line
        yAxisId="revenue"
        dataKey="revenue"
        name="Revenue"
        type="linear"
        stroke={REVENUE_COLOUR}
        strokeWidth={2}
        dot={{ r: 2.5, fill: REVENUE_COLOUR, strokeWidth: 0 }}
        isAnimationActive={false}
      />
    </ComposedChart>
  );
}
