import { FormPage } from '../../components/FormPage'
import { ContactForm } from '../../features/contact/components/ContactForm'
import { usePageTitle } from '../../hooks/usePageTitle'

export function ContactPage() {
  usePageTitle('Contact')
  return (
    <FormPage title="Contact Us" subtitle="Questions, ideas, or want to host a night? Drop us a line.">
      <ContactForm />
    </FormPage>
  )
}
