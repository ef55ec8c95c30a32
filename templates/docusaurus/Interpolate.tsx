import { Fragment, type ReactNode } from 'react';

type Values = Record<string, ReactNode>;

/** A message with its `{name}` placeholders replaced by values (text or elements); unknown names stay. */
export function interpolate(message: string, values: Values = {}): ReactNode {
  const parts = message.split(/(\{\w+\})/);
  if (parts.every((part, i) => i % 2 === 0 || !(part.slice(1, -1) in values))) return message;
  const nodes = parts.map((part, i) => {
    const name = part.slice(1, -1);
    return i % 2 === 1 && name in values ? values[name] : part;
  });
  return nodes.every((node) => typeof node === 'string' || typeof node === 'number')
    ? nodes.join('')
    : nodes.map((node, i) => <Fragment key={i}>{node}</Fragment>);
}

/** `<Interpolate values={…}>Text with {name}</Interpolate>`. */
export default function Interpolate({ children, values }: { children: string; values?: Values }) {
  return <>{interpolate(children, values)}</>;
}
