import type { TabItemProps } from './Tabs.js';

/** One tab of a <Tabs> group; Tabs reads its props and renders the panel itself. */
export default function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}
