// A web build for tests of the server's side of pages, as React Router lays it out: the browser's
// files (one asset) and a server build standing in for the web app's. Its renderer reads through
// the reader it is given (the categories, and the cheapest products with their prices) and sends
// the whole document, with an inline script and the build's script tag, in two chunks as a stream
// would; /cart is the frame a browser completes, /product/... a 404 page, /broken fails, and a
// navigation's data (`.data`) is the router's own answer.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function writeWebBuild(): { distDir: string; serverDistDir: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'phoolwari-web-'));
  const distDir = path.join(root, 'client');
  const serverDistDir = path.join(root, 'server');
  mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  mkdirSync(serverDistDir);
  writeFileSync(path.join(distDir, 'assets/app.js'), 'console.log("app");');
  writeFileSync(
    path.join(serverDistDir, 'entry-server.js'),
    `async function* inChunks(text) {
      const half = Math.floor(text.length / 2);
      yield Buffer.from(text.slice(0, half));
      yield Buffer.from(text.slice(half));
    }
    export async function renderStorefrontPage({ url, publicUrl, reader }) {
      if (url.startsWith('/broken')) throw new Error('a bug in a component');
      if (url.split('?')[0].endsWith('.data') || url.includes('/__manifest')) {
        return { status: 200, rendered: false, contentType: 'text/x-script', body: inChunks('data of ' + url) };
      }
      const lang = url.startsWith('/hi') ? 'hi-IN' : 'en-IN';
      const shellHead = '<script>warmUp(\\'en-IN\\');</script><script type="application/ld+json">{"@type":"Florist"}</script><script type="module" crossorigin src="/assets/app.js"></script>';
      const document = (head, root) => '<!DOCTYPE html><html lang="' + lang + '"><head>' + shellHead + head + '</head><body><div id="root">' + root + '</div></body></html>';
      if (url.startsWith('/cart') || url.startsWith('/hi/cart')) {
        return { status: 200, rendered: false, contentType: 'text/html; charset=utf-8', body: inChunks(document('<title>Shell of ' + url + '</title>', '')) };
      }
      const { categories } = await reader.categories();
      const names = categories.map((c) => c.name).join(', ');
      const list = await reader.products({ sort: 'price-low', limit: 24 });
      const prices = list.products.map((p) => '<li>' + p.name + ' ₹' + p.price + '</li>').join('');
      const root = '<main><h1>' + names + '</h1><ul>' + prices + '</ul>' + '<p>Fresh flowers, delivered within hours. </p>'.repeat(40) + '</main>';
      const head = '<title>Rendered ' + url + '</title><link rel="canonical" href="' + publicUrl + url + '">';
      const status = url.startsWith('/product/') ? 404 : 200;
      return { status, rendered: status === 200, contentType: 'text/html; charset=utf-8', body: inChunks(document(head, root)) };
    }`,
  );
  return { distDir, serverDistDir };
}
