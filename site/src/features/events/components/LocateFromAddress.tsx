import { useState } from 'react'
import styled from 'styled-components'
import { apiRequest, ApiError } from '@site/lib/api'
import { i18n } from '@site/i18n/i18n'
import type { GeocodedPlace } from '@contract/types'

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
`

const LocateButton = styled.button`
  min-height: 44px;
  padding: 0 1rem;
  border: 1px solid currentColor;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`

/** A coordinate as the reader's language writes it, to four decimals as in English ("40.7128"). */
const coordinate = (value: number) =>
  new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 4, maximumFractionDigits: 4, useGrouping: false }).format(value)

/**
 * "Locate from address": asks the server's offline gazetteer (`GET /api/geocode`) for the
 * city and fills Latitude and Longitude, saying what it found so a wrong Springfield shows.
 */
export function LocateFromAddress({
  address,
  onFound,
}: {
  address: () => { city: string; state: string; country: string }
  onFound: (place: GeocodedPlace) => void
}) {
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)

  const locate = async () => {
    const { city, state, country } = address()
    if (!city.trim()) {
      setStatus(i18n._('Enter the city first.'))
      return
    }
    setBusy(true)
    try {
      const query = new URLSearchParams({ city, ...(state.trim() ? { state } : {}), ...(country.trim() ? { country } : {}) })
      const place = await apiRequest<GeocodedPlace>('GET', `/api/geocode?${query}`)
      onFound(place)
      setStatus(
        i18n._('Found: {place} ({lat}, {lng})', { place: place.label, lat: coordinate(place.lat), lng: coordinate(place.lng) }),
      )
    } catch (error) {
      setStatus(
        error instanceof ApiError && error.status === 404
          ? i18n._('No place found for that city. Enter the coordinates by hand, or leave them at 0.')
          : i18n._('Could not look up the address.'),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <Row>
      <LocateButton type="button" onClick={locate} disabled={busy}>
        {busy ? i18n._('Locating...') : i18n._('Locate from address')}
      </LocateButton>
      <span role="status">{status}</span>
    </Row>
  )
}
