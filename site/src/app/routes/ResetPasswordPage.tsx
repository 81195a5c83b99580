import { Link, useSearchParams } from 'react-router-dom'
import { FormPage } from '@site/components/FormPage'
import { paths } from '@site/config/paths'
import { ResetPasswordForm } from '@site/features/account/components/ResetPasswordForm'
import { usePageTitle } from '@site/hooks/usePageTitle'

export function ResetPasswordPage() {
  usePageTitle('Choose a new password')
  const [params] = useSearchParams()
  return (
    <FormPage title="Choose a new password" aside={<Link to={paths.auth}>Back to sign in</Link>}>
      <ResetPasswordForm token={params.get('token')} />
    </FormPage>
  )
}
