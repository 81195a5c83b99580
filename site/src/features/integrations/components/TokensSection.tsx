import { useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { Button } from '@site/components/Button'
import { Card } from '@site/components/Card'
import { TextField } from '@site/components/FormField'
import { i18n } from '@site/i18n/i18n'
import { formatMoment } from '@site/i18n/dashboardDates'
import { Rich } from '@site/i18n/Rich'
import { notify, errorMessage } from '@site/lib/notify'
import { TOKEN_SCOPES, type TokenCreatedDto, type TokenDto, type TokenScope } from '@contract/tokens'
import { createToken, revokeToken, useTokens } from '../api/integrations'
import { ShownOnce } from './ShownOnce'

const Scopes = styled.fieldset`
  border: 0;
  margin: 0 0 12px;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  justify-content: space-between;
  padding: 10px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const List = styled.ul`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
`

/** "Created … · Last used never · Expires …": each part one message, since "never" reads differently in each. */
function tokenDates(token: TokenDto): string {
  return [
    i18n._('Created {date}', { date: formatMoment(token.createdAt) }),
    token.lastUsedAt ? i18n._('Last used {date}', { date: formatMoment(token.lastUsedAt) }) : i18n._('Last used never'),
    token.expiresAt ? i18n._('Expires {date}', { date: formatMoment(token.expiresAt) }) : i18n._('Expires never'),
  ].join(' · ')
}

/** Make (shown once), list and revoke the person's API tokens. */
export function TokensSection() {
  const { data: tokens, mutate } = useTokens()
  const [name, setName] = useState('')
  const [scopes, setScopes] = useState<TokenScope[]>(['events:read'])
  const [days, setDays] = useState('')
  const [made, setMade] = useState<TokenCreatedDto | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      const created = await createToken({ name, scopes, ...(days ? { expiresInDays: Number(days) } : {}) })
      setMade(created)
      setName('')
      await mutate()
    } catch (cause) {
      notify.error(i18n._('Failed to make the token'), errorMessage(cause, ''))
    } finally {
      setBusy(false)
    }
  }

  const revoke = async (id: TokenCreatedDto['id']) => {
    try {
      await revokeToken(id)
      await mutate()
      notify.success(i18n._('Token revoked'))
    } catch (cause) {
      notify.error(i18n._('Failed to revoke the token'), errorMessage(cause, ''))
    }
  }

  const toggle = (scope: TokenScope) =>
    setScopes((chosen) => (chosen.includes(scope) ? chosen.filter((item) => item !== scope) : [...chosen, scope]))

  return (
    <Card>
      <h3>{i18n._('API tokens')}</h3>
      <p>
        <Rich
          text={i18n._(
            'A token lets your own tools (a CRM, a spreadsheet) use the API as you, within its scopes: <0>{header}</0>. See the <1>API description (OpenAPI)</1>.',
            { header: 'Authorization: Bearer <token>' },
          )}
          // Rich puts the translated link text inside the anchor.
          // eslint-disable-next-line jsx-a11y/anchor-has-content
          elements={[<code key="header" />, <a key="openapi" href="/api/openapi.json" />]}
        />
      </p>
      {made && <ShownOnce label={i18n._('Your token "{name}".', { name: made.name })} value={made.token} />}
      <form onSubmit={submit} aria-label={i18n._('New API token')}>
        <TextField
          label={i18n._('Name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          maxLength={100}
        />
        <Scopes>
          <legend>{i18n._('Scopes')}</legend>
          {TOKEN_SCOPES.map((scope) => (
            <label key={scope}>
              <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} /> <code>{scope}</code>
            </label>
          ))}
        </Scopes>
        <TextField
          label={i18n._('Expires after (days)')}
          optional
          type="number"
          min={1}
          max={3650}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
        <Button type="submit" disabled={busy || !name.trim() || scopes.length === 0}>
          {busy ? i18n._('Making...') : i18n._('Make token')}
        </Button>
      </form>
      <List aria-label={i18n._('Your API tokens')}>
        {tokens?.map((token) => (
          <Row key={String(token.id)}>
            <span>
              <strong>{token.name}</strong> · {token.scopes.join(', ')}
              <br />
              <small>{tokenDates(token)}</small>
            </span>
            <Button type="button" $variant="danger" $size="sm" onClick={() => void revoke(token.id)}>
              {i18n._('Revoke')}
            </Button>
          </Row>
        ))}
      </List>
    </Card>
  )
}
