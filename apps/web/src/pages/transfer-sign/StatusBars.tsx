import type { TTransferSignReport } from '@hris/contract';
import { useTranslation } from 'react-i18next';
import { TRANSFER_SIGN_COLOR } from './StatusTag';

type Month = TTransferSignReport['months'][number];

const STATUSES = [
  { status: 3, field: 'success' },
  { status: 4, field: 'failed' },
  { status: 2, field: 'transferring' },
  { status: 1, field: 'waiting' },
] as const;

const HEIGHT = 220;
const TOP = 16;
const BOTTOM = 28;
const LEFT = 36;

/** A round axis maximum: 1, 2, 5 × 10ⁿ at or above the largest month. */
function niceMax(value: number): number {
  if (value <= 5) return 5;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].map((f) => f * power).find((v) => v >= value) ?? value) as number;
}

/**
 * Counts per month as stacked bars by status, drawn as plain SVG (no chart library for one
 * chart): success at the bottom, then failed, in progress and waiting.
 */
export function StatusBars({ months }: { months: Month[] }) {
  const { t } = useTranslation();
  const max = niceMax(Math.max(0, ...months.map((m) => m.total)));
  const slot = 56;
  const width = LEFT + Math.max(1, months.length) * slot + 8;
  const plot = HEIGHT - TOP - BOTTOM;
  const y = (n: number) => TOP + plot - (n / max) * plot;
  const ticks = [0, max / 2, max];
  return (
    <div data-testid="transfer-sign-chart">
      <svg
        role="img"
        aria-label={t('transferSign.report.chartTitle')}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width="100%"
        style={{ maxWidth: Math.max(width, 360), display: 'block' }}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={width - 4} y1={y(tick)} y2={y(tick)} stroke="#ebeef5" />
            <text x={LEFT - 6} y={y(tick) + 4} fontSize={11} textAnchor="end" fill="#909399">
              {tick}
            </text>
          </g>
        ))}
        {months.map((m, i) => {
          const x = LEFT + i * slot + 12;
          let base = 0;
          return (
            <g key={m.month}>
              <title>
                {`${m.month}: ${STATUSES.map(({ status, field }) => `${t(`transferSign.status.${status}`)} ${m[field]}`).join('，')}`}
              </title>
              {STATUSES.map(({ status, field }) => {
                const n = m[field];
                if (n === 0) return null;
                const top = y(base + n);
                const rect = (
                  <rect
                    key={status}
                    x={x}
                    width={32}
                    y={top}
                    height={y(base) - top}
                    fill={TRANSFER_SIGN_COLOR[status].bar}
                  />
                );
                base += n;
                return rect;
              })}
              {m.total > 0 && (
                <text x={x + 16} y={y(m.total) - 4} fontSize={11} textAnchor="middle" fill="#606266">
                  {m.total}
                </text>
              )}
              <text x={x + 16} y={HEIGHT - 8} fontSize={11} textAnchor="middle" fill="#606266">
                {m.month}
              </text>
            </g>
          );
        })}
      </svg>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', fontSize: 12, marginTop: 4 }}>
        {STATUSES.map(({ status }) => (
          <span key={status}>
            <span
              style={{
                display: 'inline-block',
                width: 10,
                height: 10,
                marginRight: 4,
                background: TRANSFER_SIGN_COLOR[status].bar,
              }}
            />
            {t(`transferSign.status.${status}`)}
          </span>
        ))}
      </div>
    </div>
  );
}
