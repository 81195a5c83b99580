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
import { notify, errorDetail } from '@site/lib/notify'
import { formatMoment } from '@site/i18n/dashboardDates'
import { i18n } from '@site/i18n/i18n'
import { eventMessageSchema, messageAudiences, type MessageAudience } from '@contract/eventMessages'
import { sendMessage, useAudienceCounts, useMessageHistory } from '../api/messages'
import { audienceNames } from '../lib/messageTexts'
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
        if (test) notify.success(i18n._('Test sent to you'))
        else {
          notify.success(
            i18n._('{count, plural, one {Message sent to # person} other {Message sent to # people}}', { count: recipients }),
          )
          await onSent()
          onClose()
        }
      } catch (cause) {
        notify.error(test ? i18n._('Could not send the test') : i18n._('Message not sent'), errorDetail(cause))
      } finally {
        setSending(null)
      }
    })

  return (
    <Dialog title={i18n._('Message attendees')} description={event.name} onClose={onClose} busy={sending !== null} width="md">
      <form noValidate onSubmit={(submitEvent) => void submit(false)(submitEvent)} aria-label={i18n._('Message attendees')}>
        <SelectField label={i18n._('Audience')} error={errors.audience?.message} {...register('audience')}>
          {messageAudiences.map((option) => (
            <option key={option} value={option}>
              {i18n._(audienceNames[option])}
            </option>
          ))}
        </SelectField>
        <Count role="status" aria-live="polite">
          {count === undefined
            ? i18n._('Counting recipients...')
            : i18n._('{count, plural, one {This message goes to # person} other {This message goes to # people}}', { count })}
        </Count>
        <TextField label={i18n._('Subject')} autoComplete="off" error={errors.subject?.message} {...register('subject')} />
        <TextAreaField label={i18n._('Message')} rows={6} error={errors.body?.message} {...register('body')} />
        <Actions>
          <Button type="button" $variant="secondary" disabled={sending !== null} onClick={() => void submit(true)()}>
            {sending === 'test' ? i18n._('Sending test...') : i18n._('Send test to me')}
          </Button>
          <Button type="submit" disabled={sending !== null || count === 0}>
            {sending === 'send' ? i18n._('Sending...') : i18n._('Send')}
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
          {i18n._('Sent messages')}
        </CardHeading>
        <Button $size="sm" onClick={() => setWriting(true)}>
          {i18n._('Message attendees')}
        </Button>
      </ListHeader>
      <ListStatus
        query={history}
        loadingLabel={i18n._('Loading messages...')}
        errorText={i18n._('Failed to fetch messages')}
        emptyText={i18n._('No messages sent yet')}
      >
        {(rows) => (
          <DataTable
            caption={i18n._('Sent messages')}
            columns={[i18n._('Subject'), i18n._('Audience'), i18n._('Recipients'), i18n._('Sent by'), i18n._('Sent')]}
          >
            {rows.map((row) => (
              <tr key={`${row.sentAt}-${row.subject}`}>
                <th scope="row">{row.subject}</th>
                <td>{i18n._(audienceNames[row.audience])}</td>
                <td>{row.recipients}</td>
                <td>{row.sentBy}</td>
                <td>{formatMoment(row.sentAt)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListStatus>
      {writing && <MessageDialog event={event} onClose={() => setWriting(false)} onSent={() => history.mutate()} />}
    </Section>
  )
}
