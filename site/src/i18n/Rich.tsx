import { Fragment, cloneElement, type ReactElement } from 'react'

/**
 * A translated sentence with marked-up words in it, as Lingui writes them: `<0>…</0>` is
 * `elements[0]` around those words (`i18n._('Registered as <0>{name}</0>.', { name })`), so a
 * translation can move the emphasis where its language puts it. Tags are not nested.
 */
export function Rich({ text, elements }: { text: string; elements: ReactElement<{ children?: unknown }>[] }) {
  const parts = text.split(/<(\d+)>(.*?)<\/\1>/s)
  const nodes = []
  for (let at = 0; at < parts.length; at += 3) {
    if (parts[at]) nodes.push(<Fragment key={at}>{parts[at]}</Fragment>)
    const element = elements[Number(parts[at + 1])]
    if (at + 1 < parts.length && element) nodes.push(cloneElement(element, { key: at + 1 }, parts[at + 2]))
  }
  return <>{nodes}</>
}
