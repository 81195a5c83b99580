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
        <Alert tone="success">Thanks, we&apos;ll reply to {sentTo}</Alert>
        <Button $variant="secondary" onClick={() => setSentTo(null)}>
          Send another message
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
      notify.success('Message sent', "We'll get back to you soon!")
      onSent(values.email.trim())
    } catch {
      notify.error('Error', 'Failed to send message')
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <BotGuard guard={guard} />
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextAreaField label="Message" rows={6} error={errors.message?.message} {...register('message')} />
      <Button type="submit" $size="lg" $fullWidth disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  )
}
