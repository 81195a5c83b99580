import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { contactSchema, type ContactInput } from '@contract/content'
import { messages } from '@contract/messages'
import { BotGuard, botGuardFields, useBotGuard } from '@site/components/BotGuard'
import { Button } from '@site/components/Button'
import { TextAreaField, TextField } from '@site/components/FormField'
import { errorMessage, notify } from '@site/lib/notify'
import { sendContactMessage } from '../api/sendContactMessage'

export function ContactForm() {
  const guard = useBotGuard()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput>({ resolver: zodResolver(contactSchema), defaultValues: { name: '', email: '', message: '' } })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sendContactMessage({ ...values, ...botGuardFields(guard) })
      notify.success('Message sent', "We'll get back to you soon!")
      reset()
    } catch (error) {
      // The spec's text, except for the bot guard's "submit again", which a person must read.
      const said = errorMessage(error, '')
      notify.error('Error', said === messages.submitAgain ? said : 'Failed to send message')
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
