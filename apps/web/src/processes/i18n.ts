import { addTexts } from '../i18n';
import zhCN from '../i18n/workflow.zh-CN.json';

/*
 * The workflow screens' texts (keys under `wf.`), merged into the shared translation namespace.
 * Every workflow page, dialog and form imports this module, so the texts are there before the
 * first render; importing it twice is harmless (deep merge, overwrite). English loads only when
 * it is the language (now or after a switch).
 */
await addTexts(zhCN, { 'en-US': () => import('../i18n/workflow.en-US.json') });
