import { Link, useSearchParams } from 'react-router-dom'
import { i18n } from '@site/i18n/i18n'
import { FormPage } from '@site/components/FormPage'
import { paths } from '@site/config/paths'
import { ResetPasswordForm } from '@site/features/account/components/ResetPasswordForm'
import { usePageTitle } from '@site/hooks/usePageTitle'

export function ResetPasswordPage() {
  usePageTitle(i18n._('Choose a new password'))
  const [params] = useSearchParams()
  return (
    <FormPage title={i18n._('Choose a new password')} aside={<Link to={paths.auth}>{i18n._('Back to sign in')}</Link>}>
      <ResetPasswordForm token={params.get('token')} />
    </FormPage>
  )
}
