// The header's product search. Submitting goes to /products?search=<term>. As an ARIA combobox it
// suggests products while one types (picking one opens it) and the recent searches on focus:
// arrow keys move through them, Enter picks, Escape closes, and a button clears the history. It is
// a plain GET form too, so it works before the page's scripts have run.
import { useId, useLayoutEffect, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { localized } from '@phoolwari/contracts/storefront-values';
import { CloseIcon, HistoryIcon, SearchIcon } from '../../components/icons';
import { formatRupees } from '../../lib/money';
import { addSearchTerm, clearSearchHistory, readSearchHistory } from '../../lib/search-history';
import { useProductSuggestions } from '../../features/catalog';
import { useLanguage } from '../../i18n/i18n';
import { productPath } from '../../lib/catalogue-paths';

/** One entry of the list: a product to open, or an earlier search to run again. */
type Suggestion = { kind: 'product'; id: string; slug: string; name: string; price: number } | { kind: 'term'; term: string };

export function SearchBox({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  const language = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  // The box shows the term of the listing being looked at, and follows it when it changes.
  const urlTerm = pathname === '/products' ? (searchParams.get('search') ?? '') : '';
  const [term, setTerm] = useState(urlTerm);
  const [shownUrlTerm, setShownUrlTerm] = useState(urlTerm);
  if (urlTerm !== shownUrlTerm) {
    setShownUrlTerm(urlTerm);
    setTerm(urlTerm);
  }

  const [history, setHistory] = useState(readSearchHistory);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  // A customer may type into the server's box before the scripts arrive: hydrating keeps their
  // text on screen, and the box takes it as its own rather than clearing it on the next render.
  useLayoutEffect(() => {
    const typedBeforeHydration = inputRef.current?.value;
    if (typedBeforeHydration) setTerm(typedBeforeHydration);
  }, []);
  const id = useId();
  const listId = `${id}-history`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const typed = term.trim().toLowerCase();
  const typing = typed !== '' && typed !== urlTerm.trim().toLowerCase();
  const found = useProductSuggestions(typing ? term : '');
  // While typing, the products found and the earlier searches that contain the text; an empty box
  // offers the history alone.
  const terms = typing ? history.filter((t) => t.toLowerCase().includes(typed)) : history;
  const products = typing && found.forTerm.toLowerCase() === typed ? found.products : [];
  const suggestions: Suggestion[] = [
    ...products.map((p): Suggestion => ({ kind: 'product', id: p._id, slug: p.slug, name: localized(p, language).name, price: p.price })),
    ...terms.map((t): Suggestion => ({ kind: 'term', term: t })),
  ];
  const expanded = open && suggestions.length > 0;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(suggestion: Suggestion) {
    if (suggestion.kind === 'term') return search(suggestion.term);
    close();
    inputRef.current?.blur();
    setHistory(addSearchTerm(term.trim()));
    void navigate(productPath(suggestion));
  }

  function search(value: string) {
    const clean = value.trim();
    close();
    setTerm(clean);
    // Lets a phone's keyboard fold away so the results can be seen.
    inputRef.current?.blur();
    if (!clean) {
      void navigate('/products');
      return;
    }
    setHistory(addSearchTerm(clean));
    void navigate(`/products?search=${encodeURIComponent(clean)}`);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(term);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((a) => (a + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((a) => (a <= 0 ? count - 1 : a - 1));
        break;
      case 'Enter': {
        const picked = expanded && active >= 0 ? suggestions[active] : undefined;
        if (picked !== undefined) {
          event.preventDefault();
          pick(picked);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        }
        break;
    }
  }

  // Focus moving to the clear button stays "inside"; leaving the form closes the list.
  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  }

  function clearHistory() {
    clearSearchHistory();
    setHistory([]);
    close();
    inputRef.current?.focus();
  }

  return (
    <form role="search" action="/products" onSubmit={onSubmit} onBlur={onBlur} className={`relative ${className}`}>
      <label htmlFor={`${id}-input`} className="sr-only">
        <Trans>Search flowers and garlands</Trans>
      </label>
      <div className="flex rounded-full border border-gray-400 bg-white focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-brand-600">
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          name="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t`Search roses, garlands…`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={term}
          onChange={(e) => {
            setTerm(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1 rounded-l-full bg-transparent py-2 pl-4 text-base outline-none placeholder:text-gray-500 [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="submit"
          aria-label={t`Search`}
          className="flex items-center rounded-r-full px-3 text-brand-700 hover:bg-brand-50 focus-visible:bg-brand-50"
        >
          <SearchIcon />
        </button>
      </div>

      <div hidden={!expanded} className="absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-lg">
        <ul id={listId} role="listbox" aria-label={products.length ? t`Suggestions` : t`Recent searches`} className="py-1">
          {/* Only while open: the history lives in this browser, so the server's HTML has none to match. */}
          {expanded &&
            suggestions.map((suggestion, i) => (
              <li
                key={suggestion.kind === 'product' ? suggestion.id : `term:${suggestion.term}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                // Keeps the focus in the box so the click is not lost to the blur that closes the list.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(suggestion)}
                className={`flex cursor-pointer items-center gap-2 px-4 py-2 text-sm text-gray-800 ${i === active ? 'bg-brand-50 text-brand-700' : 'hover:bg-gray-50'}`}
              >
                {suggestion.kind === 'product' ? (
                  <>
                    <SearchIcon className="h-4 w-4 shrink-0 text-gray-500" />
                    {/* Two lines before an ellipsis: "Red Rose Bouquet (12 stems)" is not cut at "(12…" on a phone. */}
                    <span className="line-clamp-2 min-w-0 flex-1">{suggestion.name}</span>
                    <span className="shrink-0 font-semibold text-gray-900">{formatRupees(suggestion.price)}</span>
                  </>
                ) : (
                  <>
                    <HistoryIcon className="h-4 w-4 shrink-0 text-gray-500" />
                    <span className="truncate">{suggestion.term}</span>
                  </>
                )}
              </li>
            ))}
        </ul>
        <div hidden={!expanded || terms.length === 0} className="border-t border-gray-100 px-2 py-1">
          <button
            type="button"
            onClick={clearHistory}
            className="flex w-full items-center justify-end gap-1 rounded px-2 py-1.5 text-xs font-medium text-brand-700 hover:bg-brand-50"
          >
            <CloseIcon className="h-3.5 w-3.5" />
            <Trans>Clear search history</Trans>
          </button>
        </div>
      </div>
    </form>
  );
}
