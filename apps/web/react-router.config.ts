// React Router's framework mode (docs/decisions/021-framework-mode.md): the route modules in
// src/app (routes.ts, root.tsx, routes/), rendered on the server by the API through the build in
// build/server and hydrated from build/client. Hindi pages are the same routes under the /hi
// basename: the server's build is handed to React Router once per language (src/server/app.ts).
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  buildDirectory: 'build',
  // The API loads the server's build by this name (apps/api/src/platform/web-app.ts).
  serverBuildFile: 'entry-server.js',
  ssr: true,
} satisfies Config;
