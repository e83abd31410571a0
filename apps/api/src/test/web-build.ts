// A web build for tests of the server's side of pages, as Vite lays it out: the shell (index.html)
// with its default title and description, one asset, and a server renderer standing in for the web
// app's. The renderer reads through the reader it is given (the categories, and the cheapest
// products with their prices) and sends the whole document, built on the shell, in two chunks as a
// stream would; /cart is the shell a browser renders into, /product/... a 404 page, /broken fails.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function writeWebBuild(): { distDir: string; serverDistDir: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'phoolwari-web-'));
  const distDir = path.join(root, 'dist');
  const serverDistDir = path.join(root, 'dist-server');
  mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  mkdirSync(serverDistDir);
  writeFileSync(
    path.join(distDir, 'index.html'),
    `<!doctype html>
<html lang="en-IN">
  <head>
    <script>warmUp('en-IN');</script>
    <meta name="description" content="The shell's description." />
    <title>The shell's title</title>
    <script type="application/ld+json">{"@type":"Florist"}</script>
    <script type="module" crossorigin src="/assets/app.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  );
  writeFileSync(path.join(distDir, 'assets/app.js'), 'console.log("app");');
  writeFileSync(
    path.join(serverDistDir, 'entry-server.js'),
    `async function* inChunks(text) {
      const half = Math.floor(text.length / 2);
      yield Buffer.from(text.slice(0, half));
      yield Buffer.from(text.slice(half));
    }
    export async function renderStorefrontPage({ url, publicUrl, reader, shell }) {
      if (url.startsWith('/broken')) throw new Error('a bug in a component');
      const lang = url.startsWith('/hi') ? 'hi-IN' : 'en-IN';
      const shellHead = /<head>([\\s\\S]*)<\\/head>/.exec(shell)[1].replace(/<title>[^<]*<\\/title>/, '').replace(/<meta name="description"[^>]*>/, '');
      const document = (head, root) => '<!DOCTYPE html><html lang="' + lang + '"><head>' + shellHead + head + '</head><body><div id="root">' + root + '</div></body></html>';
      if (url.startsWith('/cart') || url.startsWith('/hi/cart')) {
        return { status: 200, rendered: false, body: inChunks(document('<title>Shell of ' + url + '</title>', '')) };
      }
      const { categories } = await reader.categories();
      const names = categories.map((c) => c.name).join(', ');
      const list = await reader.products({ sort: 'price-low', limit: 24 });
      const prices = list.products.map((p) => '<li>' + p.name + ' ₹' + p.price + '</li>').join('');
      const root = '<main><h1>' + names + '</h1><ul>' + prices + '</ul>' + '<p>Fresh flowers, delivered within hours. </p>'.repeat(40) + '</main>';
      const head = '<title>Rendered ' + url + '</title><link rel="canonical" href="' + publicUrl + url + '">';
      return { status: url.startsWith('/product/') ? 404 : 200, rendered: true, body: inChunks(document(head, root)) };
    }`,
  );
  return { distDir, serverDistDir };
}
