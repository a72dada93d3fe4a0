import type { TReportChart } from '@hris/contract';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the report charts draw: bars and lines on a grid, with a legend and a tooltip.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const PALETTE = ['#409EFF', '#67C23A', '#E6A23C', '#F56C6C', '#909399', '#9B59B6', '#1ABC9C', '#34495E'];

/**
 * One report chart on a canvas, redrawn when the data or the language changes and on resize.
 * `colors`, one a series, when the series carry meaning of their own (a status and its colour).
 */
export function Chart({
  chart,
  english,
  colors = PALETTE,
}: {
  chart: TReportChart;
  english: boolean;
  colors?: readonly string[];
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const instance = echarts.init(box.current, undefined, { renderer: 'canvas' });
    instance.setOption({
      color: [...colors],
      tooltip: { trigger: 'axis' },
      legend: { type: 'scroll', top: 0 },
      grid: { left: 40, right: 16, top: 40, bottom: 28, containLabel: true },
      xAxis: { type: 'category', data: chart.categories, axisLabel: { hideOverlap: true } },
      yAxis: { type: 'value', minInterval: 1 },
      series: chart.series.map((s) => ({
        name: english ? s.nameEn : s.name,
        type: chart.kind,
        data: s.data,
        stack: chart.stacked ? 'total' : undefined,
        smooth: chart.kind === 'line',
        barMaxWidth: 36,
      })),
    });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(box.current);
    return () => {
      observer.disconnect();
      instance.dispose();
    };
  }, [chart, english, colors]);
  return <div ref={box} className="report-chart" data-testid={`report-chart-${chart.key}`} />;
}
