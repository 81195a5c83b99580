import type { Role } from './auth'
import type { Timezone } from './events'
import type { Answers, Question } from './questions'
import type { NetworkingSettings } from './networking'
import type { EventPublicationState } from './subscriptions'

/** Response bodies of the /api contract, as the server shapes them (docs/api.md). */

export type Id = string | number

export interface ApiError {
  message: string
  errors?: Record<string, string>
}

/** The answer of a change that returns nothing else (logout, contact, deletions): 200 with a sentence. */
export interface MessageDto {
  message: string
}

export interface CurrentUser {
  id: Id
  name: string
  email: string
  role: Role
  approved: boolean
}

export interface EventDto {
  id: Id
  name: string
  description: string
  date: string
  endDate: string
  timezone: Timezone
  venue: string
  street: string
  city: string
  state: string
  country: string
  coordinates: { lat: number; lng: number }
  maxAttendees: number
  /** People holding a seat now: exact after every registration, cancellation and removal. */
  registeredCount: number
  /** The host's name: on `GET /api/events/{id}` (the event page) only. */
  hostName?: string | null
  imageUrl: string | null
  linkedinPostUrl: string | null
  hostId: Id | null
  archived: boolean
  /** When the night was called off (archived before its start: contract/calledOff.ts); absent otherwise. */
  calledOffAt?: string
  /** `draft`: only the team sees it; `published`: public (docs/api.md "Follow a city"). */
  status: EventPublicationState
  /** Reminder emails 24 h and 2 h before the start. */
  remindersEnabled: boolean
  /** Registration questions, in order (contract/questions.ts). */
  questions: Question[]
  /** "Who to meet": on or off, and the night's tags (contract/networking.ts); the server always sends it. */
  networking?: NetworkingSettings
  /** Shared by the nights of a series (POST /api/events/{id}/series); absent otherwise. */
  seriesId?: string
  createdAt: string
}

export interface AttendeeDto {
  id: Id
  eventId: Id
  name: string
  email: string
  company: string
  createdAt: string
}

/** A row in the team's attendee list: with the answers and the required questions left unanswered. */
export interface AttendeeWithAnswers extends AttendeeDto {
  answers: Answers
  missingAnswers: string[]
}

export interface AttendeeCount {
  count: number
}

export interface HostDto {
  id: Id
  name: string
  email: string
  phone: string | null
  linkedinUrl: string | null
  /** From the host application: where they would host, and what they would run. */
  city: string | null
  hostingNote: string | null
  createdAt: string
}

export interface SponsorDto {
  id: Id
  name: string
  logoUrl: string
  website: string
}

export interface FaqDto {
  id: Id
  question: string
  answer: string
  order: number
}

/** `GET /api/geocode`: a city's coordinates and how it was named. */
export interface GeocodedPlace {
  lat: number
  lng: number
  label: string
}

export interface UploadResult {
  url: string
}

export interface SiteSettings {
  productName: string
  tagline: string
  contactEmail: string | null
  /** Days after a night ends before its attendees are anonymised (contract/privacy.ts). */
  retentionDays: number
}
