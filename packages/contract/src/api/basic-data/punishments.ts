// Apart from the schemas of common.ts: the web's task lists show 处分 without zod.

export const PUNISHMENTS = ['written_warning', 'serious_written_warning', 'termination'] as const;
export type TPunishment = (typeof PUNISHMENTS)[number];
export const PUNISHMENT_TEXT: Record<TPunishment, string> = {
  written_warning: '书面警告',
  serious_written_warning: '严重书面警告',
  termination: '解除劳动合同',
};
