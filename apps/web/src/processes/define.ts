import { addTexts } from '../i18n';
import { findProcess } from './contract-processes';
import type { ProcessDefinition, ProcessMeta } from './types';

/**
 * A process as the web knows it, with its texts registered in its own namespace (the contract's
 * process key); resolves once those of the current language are in. Each `meta.ts` awaits it at
 * its top level, so no screen renders a process's column or title before its texts.
 */
export async function defineProcess(definition: ProcessDefinition): Promise<ProcessMeta> {
  const info = findProcess(definition.flowId);
  if (!info) throw new Error(`defineProcess: flow ${definition.flowId} is not a process of the contract`);
  const ns = info.key;
  await addTexts(definition.texts.zhCN, { 'en-US': definition.texts.enUS }, ns);
  return { ...definition, ns };
}
