// The dashboard's revenue line: straight segments from day to day, so a day without sales sits at
// zero and the line never curves up before a day that had some.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DailyChart } from './daily-chart';

describe('DailyChart', () => {
  it('draws revenue in straight segments with a dot on every day', () => {
    const daily = [
      { date: '2026-11-20', revenue: 0, orders: 0 },
      { date: '2026-11-21', revenue: 0, orders: 0 },
      { date: '2026-11-22', revenue: 4200, orders: 3 },
      { date: '2026-11-23', revenue: 0, orders: 0 },
    ];
    const { container } = render(
      <div style={{ width: 600, height: 300 }}>
        <DailyChart daily={daily} />
      </div>,
    );
    const path = container.querySelector('.recharts-line-curve')?.getAttribute('d') ?? '';
    // Move and line commands only: no cubic curve (C) that would bulge between the days.
    expect(path).toMatch(/^M[\d.,]+(L[\d.,]+){3}$/);
    // The three days without sales share one height: the baseline.
    const heights = [...path.matchAll(/[ML][\d.]+,([\d.]+)/g)].map((m) => Number(m[1]));
    expect(heights).toHaveLength(4);
    expect(new Set([heights[0], heights[1], heights[3]]).size).toBe(1);
    expect(heights[2]).toBeLessThan(heights[0]!);
    expect(container.querySelectorAll('.recharts-line-dot')).toHaveLength(4);
  });
});
