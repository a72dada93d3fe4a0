// Apart from the form schema of violation.ts: the web's task lists read these labels without zod.
import { PUNISHMENT_TEXT, PUNISHMENTS, type TPunishment } from '../api/basic-data/punishments';

const ENGLISH: Record<TPunishment, string> = {
  written_warning: 'Written warning',
  serious_written_warning: 'Serious written warning',
  termination: 'Contract termination',
};

/** 处分 (spec §9), in the order the form lists them: the values of Basic data's violations. */
export const VIOLATION_PUNISHMENTS: readonly { value: TPunishment; label: string; labelEn: string }[] = PUNISHMENTS.map(
  (value) => ({ value, label: PUNISHMENT_TEXT[value], labelEn: ENGLISH[value] }),
);

/** 处分 as shown ('' when unknown). */
export function punishmentLabel(value: unknown): string {
  return VIOLATION_PUNISHMENTS.find((p) => p.value === value)?.label ?? '';
}
