// Lingui's macros (`<Trans>`, `t`, `plural` from @lingui/react/macro and @lingui/core/macro) are
// compiled by its Babel plugin. The React plugin of Vite 8 compiles with Oxc and hands Babel
// plugins to @rolldown/plugin-babel, which asks for Node 22; this runs the one plugin through
// @babel/core on the files that import a macro, and leaves TypeScript and JSX to Vite.
import { transformAsync } from '@babel/core';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

const MACRO_IMPORT = /from ['"]@lingui\/(react|core)\/macro['"]/;

export function linguiMacro(configPath: string): Plugin {
  const linguiConfig = getConfig({ configPath });
  return {
    name: 'phoolwari:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
