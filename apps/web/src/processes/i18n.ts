import i18n from '../i18n';
import enUS from '../i18n/workflow.en-US.json';
import zhCN from '../i18n/workflow.zh-CN.json';

/*
 * The workflow screens' texts (keys under `wf.`), merged into the shared translation namespace.
 * Every workflow page, dialog and form imports this module, so the texts are there before the
 * first render; importing it twice is harmless (deep merge, overwrite).
 */
i18n.addResourceBundle('zh-CN', 'translation', zhCN, true, true);
i18n.addResourceBundle('en-US', 'translation', enUS, true, true);

export const WORKFLOW_I18N = { 'zh-CN': zhCN, 'en-US': enUS } as const;
