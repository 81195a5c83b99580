import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import { contactSchema, type ContactInput } from '@contract/content'
import { Alert } from '@site/components/Alert'
import { BotGuard, botGuardFields, useBotGuard } from '@site/components/BotGuard'
import { Button } from '@site/components/Button'
import { TextAreaField, TextField } from '@site/components/FormField'
import { notify } from '@site/lib/notify'
import { i18n } from '@site/i18n/i18n'
import { sendContactMessage } from '../api/sendContactMessage'

const Sent = styled.div`
  display: grid;
  gap: 16px;
  justify-items: start;
  &:focus {
    outline: none;
  }
`

/**
 * Name, email and message. A sent message leaves "Thanks, we'll reply to {email}" in place of the
 * form (docs/decisions.md, "Errors and confirmations stay"), besides the spec's toast.
 */
export function ContactForm() {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const thanks = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (sentTo) thanks.current?.focus()
  }, [sentTo])

  if (sentTo) {
    return (
      <Sent ref={thanks} tabIndex={-1}>
        <Alert tone="success">{i18n._("Thanks, we'll reply to {email}", { email: sentTo })}</Alert>
        <Button $variant="secondary" onClick={() => setSentTo(null)}>
          {i18n._('Send another message')}
        </Button>
      </Sent>
    )
  }
  return <MessageForm onSent={setSentTo} />
}

function MessageForm({ onSent }: { onSent: (email: string) => void }) {
  const guard = useBotGuard()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput>({ resolver: zodResolver(contactSchema), defaultValues: { name: '', email: '', message: '' } })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sendContactMessage({ ...values, ...(await botGuardFields(guard)) })
      notify.success(i18n._('Message sent'), i18n._("We'll get back to you soon!"))
      onSent(values.email.trim())
    } catch {
      notify.error(i18n._('Error'), i18n._('Failed to send message'))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <BotGuard guard={guard} />
      <TextField label={i18n._('Name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label={i18n._('Email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextAreaField label={i18n._('Message')} rows={6} error={errors.message?.message} {...register('message')} />
      <Button type="submit" $size="lg" $fullWidth disabled={isSubmitting}>
        {isSubmitting ? i18n._('Sending...') : i18n._('Send Message')}
      </Button>
    </form>
  )
}
