import { matchPath, Route, Routes } from 'react-router-dom'
import { paths } from '@site/config/paths'
import { AppLayout } from './AppLayout'
import { pageChunk } from './pageChunk'
import { FaqPage } from './routes/FaqPage'
import { HomePage } from './routes/HomePage'
import { NotFoundPage } from './routes/NotFoundPage'
import { RedirectIfSignedIn } from './routes/RedirectIfSignedIn'

// Pages with forms (react-hook-form, zod) and the dashboard are separate chunks, so the
// home page a visitor lands on stays small; each shows "Loading page..." until it comes (pageChunk.tsx).
// The night's page is the first view's, as site/vite.config.ts names it to catalogueParts.
const EventPage = pageChunk(() => import('./routes/EventPage').then((m) => ({ default: m.EventPage })), {
  firstView: true,
})
const LoginPage = pageChunk(() => import('./routes/LoginPage').then((m) => ({ default: m.LoginPage })))
const ForgotPasswordPage = pageChunk(() => import('./routes/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })))
const ResetPasswordPage = pageChunk(() => import('./routes/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })))
const HostPage = pageChunk(() => import('./routes/HostPage').then((m) => ({ default: m.HostPage })))
const ContactPage = pageChunk(() => import('./routes/ContactPage').then((m) => ({ default: m.ContactPage })))
const RegistrationPage = pageChunk(() => import('./routes/RegistrationPage').then((m) => ({ default: m.RegistrationPage })))
const SubscriptionPage = pageChunk(() => import('./routes/SubscriptionPage').then((m) => ({ default: m.SubscriptionPage })))
const AdminPage = pageChunk(() => import('./routes/admin/AdminPage'))
const HostCheckInPage = pageChunk(() => import('@site/features/door/components/HostCheckInPage'))
const DoorPage = pageChunk(() => import('@site/features/door/components/DoorPage'))
const EntryCodePage = pageChunk(() => import('./routes/EntryCode'))
const EventReportPage = pageChunk(() => import('./routes/admin/EventReportRoute'))
const FeedbackPage = pageChunk(() => import('./routes/FeedbackPage').then((m) => ({ default: m.FeedbackPage })))
const ContactCodePage = pageChunk(() => import('@site/features/networking/components/ContactCodePage'))

/**
 * Loads the chunk of the page at `pathname` that the server draws (a night's page), so the server
 * draws it and the browser takes it over as itself, not in a boundary (./pageChunk.tsx). The
 * home page and the FAQ are in the first script.
 */
export function preloadPage(pathname: string): Promise<void> {
  return matchPath(paths.eventPattern, pathname) ? EventPage.preload() : Promise.resolve()
}

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
