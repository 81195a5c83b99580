import { useState } from 'react'
import { useFormContext } from 'react-hook-form'
import styled from 'styled-components'
import { TextField } from '@site/components/FormField'
import { i18n } from '@site/i18n/i18n'
import { theme } from '@site/config/theme'
import { LocateFromAddress } from './LocateFromAddress'
import type { EventFormValues } from '../lib/eventForm'

const PinDisclosure = styled.details`
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    font-weight: 600;
    color: ${theme.colors.brand};
    cursor: pointer;
  }
  & > div {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
    gap: 0 16px;
  }
  p {
    margin: 0 0 8px;
    color: ${theme.colors.inkMuted};
  }
`

/**
 * The event form's place: venue and address, the pin found from the city, or set by hand in a
 * disclosure that opens by itself when the pin is wrong. Cells of the form's FormGrid.
 */
export function EventPlaceFields() {
  const {
    register,
    setValue,
    getValues,
    formState: { errors },
  } = useFormContext<EventFormValues>()
  const [pinOpen, setPinOpen] = useState(false)
  return (
    <>
      <div data-span="2">
        <TextField label={i18n._('Venue')} error={errors.venue?.message} {...register('venue')} />
      </div>
      <div data-span="2">
        <TextField
          label={i18n._('Street')}
          autoComplete="street-address"
          error={errors.street?.message}
          {...register('street')}
        />
      </div>
      <TextField label={i18n._('City')} error={errors.city?.message} {...register('city')} />
      <TextField label={i18n._('State/Province')} error={errors.state?.message} {...register('state')} />
      <TextField label={i18n._('Country')} error={errors.country?.message} {...register('country')} />
      <LocateFromAddress
        address={() => ({
          city: getValues('city') ?? '',
          state: getValues('state') ?? '',
          country: getValues('country') ?? '',
        })}
        onFound={(place) => {
          setValue('lat', place.lat, { shouldDirty: true })
          setValue('lng', place.lng, { shouldDirty: true })
        }}
      />
      <div data-span="2">
        <PinDisclosure
          open={pinOpen || Boolean(errors.lat || errors.lng)}
          onToggle={(toggle) => setPinOpen(toggle.currentTarget.open)}
        >
          <summary>{i18n._('Set the map pin by hand')}</summary>
          <p>{i18n._('Leave both at 0 and the pin goes to the city when you save.')}</p>
          <div>
            <TextField
              label={i18n._('Latitude')}
              type="number"
              step="any"
              inputMode="decimal"
              error={errors.lat?.message}
              {...register('lat', { valueAsNumber: true })}
            />
            <TextField
              label={i18n._('Longitude')}
              type="number"
              step="any"
              inputMode="decimal"
              error={errors.lng?.message}
              {...register('lng', { valueAsNumber: true })}
            />
          </div>
        </PinDisclosure>
      </div>
    </>
  )
}
