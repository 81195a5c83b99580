import { Link } from 'react-router-dom'
import { FormPage } from '@site/components/FormPage'
import { paths } from '@site/config/paths'
import { ForgotPasswordForm } from '@site/features/account/components/ForgotPasswordForm'
import { usePageTitle } from '@site/hooks/usePageTitle'

export function ForgotPasswordPage() {
  usePageTitle('Forgot password')
  return (
    <FormPage
      title="Forgot your password?"
      subtitle="Enter your email and we'll send you a link to choose a new one."
      aside={<Link to={paths.auth}>Back to sign in</Link>}
    >
      <ForgotPasswordForm />
    </FormPage>
  )
}
