import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import styled from 'styled-components'
import { Button } from '@site/components/Button'
import { CardHeading } from '@site/components/CardHeading'
import { DataTable } from '@site/components/DataTable'
import { Dialog } from '@site/components/Dialog'
import { SelectField, TextAreaField, TextField } from '@site/components/FormField'
import { ListHeader } from '@site/components/ListHeader'
import { ListStatus } from '@site/components/ListStatus'
import { notify } from '@site/lib/notify'
import { formatTimestamp } from '@site/lib/timestamps'
import { audienceLabels, eventMessageSchema, messageAudiences, type MessageAudience } from '@contract/eventMessages'
import { sendMessage, useAudienceCounts, useMessageHistory } from '../api/messages'
import type { EventDto } from '@contract/types'

const Section = styled.section`
  margin-top: 24px;
`

const Count = styled.p`
  margin: 0 0 16px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
  & > button {
    min-height: 44px;
  }
`

interface Values {
  audience: MessageAudience
  subject: string
  body: string
}

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`

/** "Message attendees": the form with the live recipient count, a test to oneself, and sending. */
function MessageDialog({ event, onClose, onSent }: { event: EventDto; onClose: () => void; onSent: () => Promise<unknown> }) {
  const { data: counts } = useAudienceCounts(event.id)
  const [sending, setSending] = useState<'test' | 'send' | null>(null)
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(eventMessageSchema),
    defaultValues: { audience: 'registered', subject: '', body: '' },
  })
  const audience = useWatch({ control, name: 'audience' })
  const count = counts?.[audience]

  const submit = (test: boolean) =>
    handleSubmit(async (values) => {
      setSending(test ? 'test' : 'send')
      try {
        const { recipients } = await sendMessage(event.id, { ...values, test })
        if (test) notify.success('Test sent to you')
        else {
          notify.success(`Message sent to ${people(recipients)}`)
          await onSent()
          onClose()
        }
      } catch (cause) {
        notify.error(test ? 'Could not send the test' : 'Message not sent', cause instanceof Error ? cause.message : undefined)
      } finally {
        setSending(null)
      }
    })

  return (
    <Dialog title="Message attendees" description={event.name} onClose={onClose} busy={sending !== null} width="md">
      <form noValidate onSubmit={(submitEvent) => void submit(false)(submitEvent)} aria-label="Message attendees">
        <SelectField label="Audience" error={errors.audience?.message} {...register('audience')}>
          {messageAudiences.map((option) => (
            <option key={option} value={option}>
              {audienceLabels[option]}
            </option>
          ))}
        </SelectField>
        <Count role="status" aria-live="polite">
          {count === undefined ? 'Counting recipients...' : `This message goes to ${people(count)}`}
        </Count>
        <TextField label="Subject" autoComplete="off" error={errors.subject?.message} {...register('subject')} />
        <TextAreaField label="Message" rows={6} error={errors.body?.message} {...register('body')} />
        <Actions>
          <Button type="button" $variant="secondary" disabled={sending !== null} onClick={() => void submit(true)()}>
            {sending === 'test' ? 'Sending test...' : 'Send test to me'}
          </Button>
          <Button type="submit" disabled={sending !== null || count === 0}>
            {sending === 'send' ? 'Sending...' : 'Send'}
          </Button>
        </Actions>
      </form>
    </Dialog>
  )
}

/** The attendee dialog's section: write to the people of this night, and what was sent before. */
export function MessageAttendees({ event }: { event: EventDto }) {
  const history = useMessageHistory(event.id)
  const [writing, setWriting] = useState(false)
  return (
    <Section aria-labelledby="messages-heading">
      <ListHeader>
        <CardHeading as="h3" id="messages-heading">
          Sent messages
        </CardHeading>
        <Button $size="sm" onClick={() => setWriting(true)}>
          Message attendees
        </Button>
      </ListHeader>
      <ListStatus
        query={history}
        loadingLabel="Loading messages..."
        errorText="Failed to fetch messages"
        emptyText="No messages sent yet"
      >
        {(rows) => (
          <DataTable caption="Sent messages" columns={['Subject', 'Audience', 'Recipients', 'Sent by', 'Sent']}>
            {rows.map((row) => (
              <tr key={`${row.sentAt}-${row.subject}`}>
                <th scope="row">{row.subject}</th>
                <td>{audienceLabels[row.audience]}</td>
                <td>{row.recipients}</td>
                <td>{row.sentBy}</td>
                <td>{formatTimestamp(row.sentAt)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListStatus>
      {writing && <MessageDialog event={event} onClose={() => setWriting(false)} onSent={() => history.mutate()} />}
    </Section>
  )
}
