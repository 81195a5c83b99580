import styled from 'styled-components'
import { Button } from '@site/components/Button'
import { CardHeading } from '@site/components/CardHeading'
import { i18n } from '@site/i18n/i18n'
import { notify } from '@site/lib/notify'
import type { EventDto } from '@contract/types'

const Section = styled.section`
  margin-top: 24px;
`

const Text = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.inkMuted};
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 8px;
  margin-bottom: 12px;
  label {
    flex: 1 1 100%;
    font-weight: 600;
  }
  textarea,
  input {
    flex: 1 1 220px;
    min-width: 0;
    min-height: 44px;
    padding: 8px 10px;
    font:
      0.875rem ui-monospace,
      SFMono-Regular,
      Menlo,
      monospace;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  & > button {
    min-height: 44px;
  }
`

/** The HTML a partner pastes: the framed card (cms/spa/embed.ts), with a plain link inside for pages that strip frames. */
export function embedSnippets(event: Pick<EventDto, 'id' | 'name'>, origin: string) {
  const escape = (text: string) =>
    text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)
  const id = encodeURIComponent(String(event.id))
  const link = `${origin}/events/${id}`
  const frame = `<iframe src="${origin}/embed/events/${id}" title="${escape(event.name)}" width="100%" height="220" style="border:0" loading="lazy"><a href="${link}">${escape(event.name)}</a></iframe>`
  return { frame, link }
}

/** The dashboard's "Put this night on your site": the snippet to copy and a plain link for where frames are not allowed. */
export function EmbedSnippet({ event }: { event: EventDto }) {
  const { frame, link } = embedSnippets(event, window.location.origin)
  const copy = async (text: string, copied: string) => {
    try {
      await navigator.clipboard.writeText(text)
      notify.success(i18n._(copied))
    } catch {
      notify.error(i18n._('Could not copy'), i18n._('Select the text and copy it by hand.'))
    }
  }
  return (
    <Section aria-labelledby="embed-heading">
      <CardHeading as="h3" id="embed-heading">
        {i18n._('Put this night on your site')}
      </CardHeading>
      <Text>
        {i18n._("Paste the snippet into a partner's page: it shows the night with a Register button that opens this site.")}
      </Text>
      <Row>
        <label htmlFor="embed-snippet">{i18n._('Embed snippet')}</label>
        <textarea id="embed-snippet" readOnly rows={3} value={frame} onFocus={(focus) => focus.target.select()} />
        <Button $variant="secondary" onClick={() => void copy(frame, /*i18n*/ 'Snippet copied')}>
          {i18n._('Copy snippet')}
        </Button>
      </Row>
      <Row>
        <label htmlFor="embed-link">{i18n._('Plain link (where frames are not allowed)')}</label>
        <input id="embed-link" readOnly value={link} onFocus={(focus) => focus.target.select()} />
        <Button $variant="secondary" onClick={() => void copy(link, /*i18n*/ 'Link copied')}>
          {i18n._('Copy link')}
        </Button>
      </Row>
    </Section>
  )
}
