import i18n from '../../i18n';
import enUS from '../../i18n/reports.en-US.json';
import zhCN from '../../i18n/reports.zh-CN.json';

// Deep-merged into the shell's bundles once, by whichever report page loads first.
i18n.addResourceBundle('zh-CN', 'translation', zhCN, true, true);
i18n.addResourceBundle('en-US', 'translation', enUS, true, true);
