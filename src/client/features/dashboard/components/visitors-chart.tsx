import { Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Analytics } from '../../../../shared/analytics-schema';
import { appText } from '../../../i18n/app-text';
import { formatDayOfMonth } from '../../../../shared/i18n/format';

const HEIGHT = 190;
const DAY_SECONDS = 86_400;
const TEAL = '#0ca678';
const TEAL_LIGHT = 'rgba(12, 166, 120, 0.25)';
const AXIS = { stroke: '#868e96', ticks: { show: false }, font: '12px system-ui, sans-serif' };


function Key({ color, bar, label }: { color: string; bar?: boolean; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span aria-hidden="true" style={{ width: 12, height: bar ? 12 : 3, borderRadius: 2, background: color }} />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}

/**
 * Page views (bars) and visitors (line) per day, drawn by uPlot: loaded with this file only, which the
 * dashboard imports lazily, so no other page carries the chart library. Pointing at a day shows its figures.
 */
export default function VisitorsChart({ daily }: { daily: Analytics['daily'] }) {
  const box = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const days = daily.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000);
    const most = Math.max(4, ...daily.map((d) => d.pageViews));
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        cursor: { drag: { x: false, y: false }, points: { size: 8 } },
        legend: { show: false },
        // Half a day of room on both ends, so the first and last bars are whole.
        scales: { x: { time: true, range: (_u, min, max) => [min - DAY_SECONDS / 2, max + DAY_SECONDS / 2] }, y: { range: [0, Math.ceil(most * 1.15)] } },
        axes: [
          { ...AXIS, grid: { show: false }, values: '{MMM} {D}' },
          { ...AXIS, grid: { stroke: '#f1f3f5' }, size: 40, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000] },
        ],
        series: [
          {},
          { label: appText('dashboard.pageViews'), fill: TEAL_LIGHT, stroke: TEAL_LIGHT, width: 0, paths: uPlot.paths.bars?.({ size: [0.7, 24] }), points: { show: false } },
          { label: appText('dashboard.visitors'), stroke: TEAL, width: 2, points: { show: false } },
        ],
        hooks: { setCursor: [(u) => setHovered(u.cursor.idx ?? null)] },
      },
      [days, daily.map((d) => d.pageViews), daily.map((d) => d.visitors)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [daily]);

  const day = hovered === null ? undefined : daily[hovered];
  return (
    <div>
      <Group justify="space-between" mb={4} gap="xs" wrap="wrap">
        <Group gap="md">
          <Key color={TEAL_LIGHT} bar label={appText('dashboard.pageViews')} />
          <Key color={TEAL} label={appText('dashboard.visitors')} />
        </Group>
        <Text size="xs" fw={600} aria-hidden="true" mih={18}>
          {day ? appText('dashboard.chartDay', { day: formatDayOfMonth(day.date), views: day.pageViews, visitors: day.visitors }) : ''}
        </Text>
      </Group>
      <div ref={box} aria-hidden="true" data-testid="visitors-chart" />
    </div>
  );
}
