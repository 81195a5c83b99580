import { Link } from 'react-router-dom'
import { FormPage } from '../../components/FormPage'
import { paths } from '../../config/paths'
import { ForgotPasswordForm } from '../../features/auth/components/ForgotPasswordForm'
import { usePageTitle } from '../../hooks/usePageTitle'

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
