import i18n from '../../i18n';
import enUS from '../../i18n/interface.en-US.json';
import zhCN from '../../i18n/interface.zh-CN.json';

// Deep-merged into the shell's bundles once, when the interface centre loads.
i18n.addResourceBundle('zh-CN', 'translation', zhCN, true, true);
i18n.addResourceBundle('en-US', 'translation', enUS, true, true);
