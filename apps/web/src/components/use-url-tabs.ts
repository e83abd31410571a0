// A tab bar whose selected tab is kept in the URL's ?tab=, so a link can open a given tab. The tabs
// are keyboard-operable as the ARIA tabs pattern asks: only the selected tab is in the Tab order,
// and arrow keys (wrapping round), Home and End move the selection and the focus together.
import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';

interface UrlTabsOptions<Id extends string> {
  /** The tabs in the order of the tab bar. */
  tabs: readonly { id: Id }[];
  /** Selected when ?tab= is absent or names no tab; selecting it removes ?tab=. */
  defaultTab: NoInfer<Id>;
  /** Makes the tabs' and panels' element ids (`${idPrefix}-tab-…`, `${idPrefix}-panel-…`) unique on the page. */
  idPrefix: string;
}

export function useUrlTabs<Id extends string>({ tabs, defaultTab, idPrefix }: UrlTabsOptions<Id>) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected: Id = tabs.find((t) => t.id === requested)?.id ?? defaultTab;
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());

  function select(id: Id, focus = false) {
    // Replace, not push: arrowing through the tabs should not fill the back button's history.
    setParams(id === defaultTab ? {} : { tab: id }, { replace: true });
    if (focus) tabRefs.current.get(id)?.focus();
  }

  // Counted from the tab that has the focus, not from the URL, which updates a moment later:
  // quick key presses must each move one step.
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, from: Id) {
    const index = tabs.findIndex((t) => t.id === from);
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const tab = tabs[target];
    if (!tab) return;
    event.preventDefault();
    select(tab.id, true);
  }

  /** Spread on a tab's <button>; its label and styling stay with the page. */
  function tabProps(id: Id) {
    const active = id === selected;
    return {
      ref: (el: HTMLButtonElement | null) => {
        if (el) tabRefs.current.set(id, el);
        else tabRefs.current.delete(id);
      },
      type: 'button',
      role: 'tab',
      id: `${idPrefix}-tab-${id}`,
      'aria-selected': active,
      'aria-controls': `${idPrefix}-panel-${id}`,
      tabIndex: active ? 0 : -1,
      onClick: () => select(id),
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => onKeyDown(event, id),
    } as const;
  }

  /** Spread on the panel that shows the tab `id`. */
  function panelProps(id: Id) {
    return { role: 'tabpanel', id: `${idPrefix}-panel-${id}`, 'aria-labelledby': `${idPrefix}-tab-${id}` } as const;
  }

  return { selected, select, tabProps, panelProps };
}
