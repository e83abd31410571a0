// React Router's server build (the route modules, their manifest, entry.server), made by its Vite plugin.
declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router';
  const build: ServerBuild;
  export = build;
}
