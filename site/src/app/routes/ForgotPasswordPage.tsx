import { Link } from 'react-router-dom'
import { i18n } from '@site/i18n/i18n'
import { FormPage } from '@site/components/FormPage'
import { paths } from '@site/config/paths'
import { ForgotPasswordForm } from '@site/features/account/components/ForgotPasswordForm'
import { usePageTitle } from '@site/hooks/usePageTitle'

export function ForgotPasswordPage() {
  usePageTitle(i18n._('Forgot password'))
  return (
    <FormPage
      title={i18n._('Forgot your password?')}
      subtitle={i18n._("Enter your email and we'll send you a link to choose a new one.")}
      aside={<Link to={paths.auth}>{i18n._('Back to sign in')}</Link>}
    >
      <ForgotPasswordForm />
    </FormPage>
  )
}
