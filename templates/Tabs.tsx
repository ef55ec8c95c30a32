import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
  /** Set by Tabs: whether this panel starts hidden. */
  hidden?: boolean;
  id?: string;
  labelledBy?: string;
}

interface TabsProps {
  children?: ReactNode;
  groupId?: string;
  defaultValue?: string;
  values?: { value: string; label: string }[];
  className?: string;
  /** The URL query parameter that selects a tab (`?os=mac`): its name, or true for the groupId. */
  queryString?: string | boolean;
}

/**
 * Docusaurus-compatible tabs, rendered as static ARIA markup. The client runtime switches panels,
 * remembers a group's choice in localStorage (docsgen.tab.<groupId>) and, with `queryString`,
 * selects the tab the URL names and names the chosen one in it, so no React is needed.
 */
export default function Tabs({ children, groupId, defaultValue, values, className, queryString }: TabsProps) {
  const baseId = useId();
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<TabItemProps>[];
  const tabs =
    values ?? items.map((item) => ({ value: item.props.value, label: item.props.label ?? item.props.value }));
  const selected = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? tabs[0]?.value;
  return (
    <div
      className={className ? `tabs-container ${className}` : 'tabs-container'}
      data-group={groupId}
      data-query={typeof queryString === 'string' ? queryString : queryString ? groupId : undefined}
    >
      <div role="tablist" aria-orientation="horizontal" className="tabs">
        {tabs.map((tab) => (
          <button
            type="button"
            role="tab"
            key={tab.value}
            id={`${baseId}-tab-${tab.value}`}
            aria-controls={`${baseId}-panel-${tab.value}`}
            aria-selected={tab.value === selected}
            tabIndex={tab.value === selected ? 0 : -1}
            className="tabs__tab"
            data-value={tab.value}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <TabPanel
          key={item.props.value}
          {...item.props}
          hidden={item.props.value !== selected}
          id={`${baseId}-panel-${item.props.value}`}
          labelledBy={`${baseId}-tab-${item.props.value}`}
        />
      ))}
    </div>
  );
}

function TabPanel({ value, children, hidden, id, labelledBy }: TabItemProps) {
  return (
    <div
      role="tabpanel"
      className="tabs__panel"
      data-value={value}
      hidden={hidden}
      id={id}
      aria-labelledby={labelledBy}
    >
      {children}
    </div>
  );
}
