import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { paths } from '@site/config/paths'
import { AppLayout } from './AppLayout'
import { FaqPage } from './routes/FaqPage'
import { HomePage } from './routes/HomePage'
import { NotFoundPage } from './routes/NotFoundPage'
import { RedirectIfSignedIn } from './routes/RedirectIfSignedIn'

// Pages with forms (react-hook-form, zod) and the dashboard are separate chunks, so the
// home page a visitor lands on stays small. AppLayout wraps them in Suspense.
const EventPage = lazy(() => import('./routes/EventPage').then((m) => ({ default: m.EventPage })))
const LoginPage = lazy(() => import('./routes/LoginPage').then((m) => ({ default: m.LoginPage })))
const ForgotPasswordPage = lazy(() => import('./routes/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })))
const ResetPasswordPage = lazy(() => import('./routes/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })))
const HostPage = lazy(() => import('./routes/HostPage').then((m) => ({ default: m.HostPage })))
const ContactPage = lazy(() => import('./routes/ContactPage').then((m) => ({ default: m.ContactPage })))
const RegistrationPage = lazy(() => import('./routes/RegistrationPage').then((m) => ({ default: m.RegistrationPage })))
const SubscriptionPage = lazy(() => import('./routes/SubscriptionPage').then((m) => ({ default: m.SubscriptionPage })))
const AdminPage = lazy(() => import('./routes/admin/AdminPage'))
const HostCheckInPage = lazy(() => import('@site/features/door/components/HostCheckInPage'))
const DoorPage = lazy(() => import('@site/features/door/components/DoorPage'))
const EntryCodePage = lazy(() => import('./routes/EntryCode'))
const EventReportPage = lazy(() => import('./routes/admin/EventReportRoute'))
const FeedbackPage = lazy(() => import('./routes/FeedbackPage').then((m) => ({ default: m.FeedbackPage })))
const ContactCodePage = lazy(() => import('@site/features/networking/components/ContactCodePage'))

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.eventPattern} element={<EventPage />} />
        <Route path={paths.registrationPattern} element={<RegistrationPage />} />
        <Route path={paths.subscriptionPattern} element={<SubscriptionPage />} />
        <Route path={`${paths.admin}/*`} element={<AdminPage />} />
        <Route path={paths.adminCheckInPattern} element={<HostCheckInPage />} />
        <Route path={paths.adminReportPattern} element={<EventReportPage />} />
        <Route path={paths.doorPattern} element={<DoorPage />} />
        <Route path={paths.entryCodePattern} element={<EntryCodePage />} />
        <Route path={paths.contactCodePattern} element={<ContactCodePage />} />
        <Route path={paths.feedbackPattern} element={<FeedbackPage />} />
        <Route
          path={paths.auth}
          element={
            <RedirectIfSignedIn>
              <LoginPage />
            </RedirectIfSignedIn>
          }
        />
        <Route
          path={paths.authForgot}
          element={
            <RedirectIfSignedIn>
              <ForgotPasswordPage />
            </RedirectIfSignedIn>
          }
        />
        <Route path={paths.authReset} element={<ResetPasswordPage />} />
        <Route
          path={paths.host}
          element={
            <RedirectIfSignedIn>
              <HostPage />
            </RedirectIfSignedIn>
          }
        />
        <Route path={paths.faq} element={<FaqPage />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
