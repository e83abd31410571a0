// Hydration in parts, on HTML from the server's renderer: a part keeps the server's DOM through the
// first pass and is hydrated into it afterwards, in page order and each in a task of its own; ids
// inside a part are the server's; and the hydration check still reports a part that differs.
import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateChecked } from './hydration-check';
import { HydrateLater, hydrateInParts, usePageHydrated } from './hydrate-later';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Field({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
    </p>
  );
}

function Page({ footerText = 'Open every day' }: { footerText?: string }) {
  return (
    <div>
      <Field label="Search" />
      <Counter name="shell" />
      <HydrateLater>
        <section>
          <Field label="Pincode" />
          <Counter name="first" />
        </section>
      </HydrateLater>
      <Field label="Quantity" />
      <HydrateLater>
        <footer>
          <Counter name="second" />
          <p>{footerText}.</p>
        </footer>
      </HydrateLater>
    </div>
  );
}

let container: HTMLElement;
function serverPage(html: string): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}
afterEach(() => container.remove());

const button = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name))!;
const click = (name: string) => button(name).dispatchEvent(new MouseEvent('click', { bubbles: true }));
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('hydration in parts', () => {
  it('hydrates the parts after the rest of the page, in page order, into the DOM the server sent', async () => {
    const root = serverPage(renderToString(<Page />));
    const serverHtml = root.innerHTML;
    const serverSection = root.querySelector('section');
    const hydrated: string[] = [];

    const finished = hydrateInParts(() => hydrateRoot(root, <Page />));
    // The first pass is done: the page outside the parts answers, the parts are still the server's HTML.
    click('shell');
    await Promise.resolve();
    expect(button('shell')).toHaveTextContent('shell 1');
    click('first');
    click('second');
    await Promise.resolve();
    expect(button('first')).toHaveTextContent('first 0');
    expect(button('second')).toHaveTextContent('second 0');

    // Each part in a task of its own: after one task the first part answers, the second not yet.
    await nextTask();
    click('first');
    click('second');
    await Promise.resolve();
    if (button('first').textContent === 'first 1') hydrated.push('first');
    if (button('second').textContent === 'second 1') hydrated.push('second');
    await finished;
    click('second');
    await Promise.resolve();
    if (button('second').textContent !== 'second 0') hydrated.push('second');
    expect(hydrated).toEqual(['first', 'second']);

    // The server's elements were kept, not replaced.
    expect(root.querySelector('section')).toBe(serverSection);
    expect(root.innerHTML).toBe(serverHtml.replace('shell 0', 'shell 1').replace('first 0', 'first 1').replace('second 0', 'second 1'));
  });

  it('renders a part at once where there is nothing to hydrate', () => {
    const root = serverPage('');
    hydrateRoot(root, <Page />);
    expect(root.querySelector('footer')).toHaveTextContent('Open every day.');
  });
});

describe('the hydration check with parts', () => {
  // Ids inside a part (a label's for) must be the server's: the check compares each attribute.
  it('is quiet on a page that matches, ids inside parts and texts split by the browser included', async () => {
    const root = serverPage(renderToString(<Page />));
    await hydrateChecked(root, (watch) => hydrateInParts(() => hydrateRoot(root, <Page />), watch));
    expect(console.error).not.toHaveBeenCalled();
  });

  // As the stored session is: the shell knows it after the first pass, a part must still render as the server did.
  it('keeps what only the browser knows for after the last part', async () => {
    const SignedIn = createContext(false);
    const Session = ({ children }: { children: ReactNode }) => <SignedIn value={usePageHydrated()}>{children}</SignedIn>;
    const Greeting = () => <p>{useContext(SignedIn) ? 'My account' : 'Sign in'}</p>;
    const page = (
      <Session>
        <div>
          <Counter name="shell" />
          <HydrateLater>
            <Greeting />
          </HydrateLater>
        </div>
      </Session>
    );
    const root = serverPage(renderToString(page));
    expect(root).toHaveTextContent('Sign in');
    await hydrateChecked(root, (watch) => hydrateInParts(() => hydrateRoot(root, page), watch));
    expect(console.error).not.toHaveBeenCalled();
    await nextTask();
    expect(root).toHaveTextContent('My account');
  });

  it('reports a part that differs from the server, naming both', async () => {
    const root = serverPage(renderToString(<Page footerText="Open on Sundays" />));
    const errors: string[] = [];
    vi.mocked(console.error).mockImplementation((message: string) => void errors.push(message));
    await hydrateChecked(root, (watch) => hydrateInParts(() => hydrateRoot(root, <Page />), watch));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Hydration: the page differs from the server's HTML in <p> .*server …Open on Sundays\.….*browser …Open every day\.…/);
  });
});
