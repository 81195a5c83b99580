import { describe, expect, it } from '@jest/globals'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { EmbedSnippet } from '../../../site/src/features/embeds/components/EmbedSnippet'
import { makeEvent, mockApi } from '../mockApi'
import { renderApp } from '../renderApp'

describe('embed snippet', () => {
  it('offers the framed card, escaped, with a plain link inside and beside it, each copied', async () => {
    mockApi({})
    const event = makeEvent({ id: 11, name: 'Makers "&" <Friends>' })
    renderApp(<EmbedSnippet event={event} />)
    const user = userEvent.setup()
    const section = screen.getByRole('region', { name: 'Put this night on your site' })
    const origin = window.location.origin
    const frame = `<iframe src="${origin}/embed/events/11" title="Makers &quot;&amp;&quot; &lt;Friends&gt;" width="100%" height="220" style="border:0" loading="lazy"><a href="${origin}/events/11">Makers &quot;&amp;&quot; &lt;Friends&gt;</a></iframe>`
    expect(within(section).getByRole('textbox', { name: 'Embed snippet' })).toHaveValue(frame)
    expect(within(section).getByRole('textbox', { name: 'Plain link (where frames are not allowed)' })).toHaveValue(
      `${origin}/events/11`,
    )
    await user.click(within(section).getByRole('button', { name: 'Copy snippet' }))
    expect(await navigator.clipboard.readText()).toBe(frame)
    expect(await screen.findByText('Snippet copied')).toBeInTheDocument()
    await user.click(within(section).getByRole('button', { name: 'Copy link' }))
    expect(await navigator.clipboard.readText()).toBe(`${origin}/events/11`)
  })
})
